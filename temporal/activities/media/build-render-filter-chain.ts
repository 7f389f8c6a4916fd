import { getWorkerEnv } from '../../runtime/worker-env';

export const WATERMARK_TEXT = 'Kinora preview';

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
    // Sized from the frame height so it reads the same at 360p and 720p; semi-transparent so the result stays judgeable.
    filters.push(
      `drawtext=fontfile=${fontFile}:text='${WATERMARK_TEXT}':fontcolor=white@0.6:fontsize=h/14:` +
        'box=1:boxcolor=black@0.3:boxborderw=10:x=w-tw-h/24:y=h-th-h/24',
    );
  }
  filters.push('format=yuv420p');
  return filters.join(',');
}
