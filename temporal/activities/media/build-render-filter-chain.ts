import { getWorkerEnv } from '../../runtime/worker-env';
import { buildWatermarkFilter } from './build-watermark-filter';

export { WATERMARK_TEXT } from './build-watermark-filter';

export interface RenderLook {
  /** The tool's own filter (e.g. the sharpener's unsharp), applied at the source resolution. */
  toolFilter: string | null;
  /** Output frame size; equal to the source for an uncapped render. */
  width: number;
  height: number;
  sourceWidth: number;
  sourceHeight: number;
  watermark: boolean;
}

/** Builds the -vf chain: tool filter, then downscale to the cap, then the preview watermark. */
export function buildRenderFilterChain(look: RenderLook, fontFile = getWorkerEnv().WATERMARK_FONT): string {
  const filters: string[] = [];
  if (look.toolFilter) filters.push(look.toolFilter);
  if (look.width !== look.sourceWidth || look.height !== look.sourceHeight) {
    filters.push(`scale=${look.width}:${look.height}:flags=lanczos`);
  }
  if (look.watermark) {
    filters.push(buildWatermarkFilter(fontFile));
  }
  filters.push('format=yuv420p');
  return filters.join(',');
}
