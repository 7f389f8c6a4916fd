import { getModelScale, UPSCALE_MAX_INPUT } from '../../../domain/rules/get-upscale-plan';
import { fitWithinCap } from '../../../domain/rules/fit-within-cap';
import { TileMemory } from '../models/esrgan-upscaler';
import { describeUpscaling, getUpscaler } from '../models/warm-models';
import { ownFrames } from './own-frames';
import type { FrameSizes, ToolEffect } from './tool-effect';

/**
 * Where the upscalers' frames change size: decoded at the plan's input (1080p at most), handed out at the model's scale;
 * the render's filter chain then fits them to the look's size with Lanczos (the factor or target height, the cap).
 */
export function getUpscaleFrameSizes(look: { sourceWidth: number; sourceHeight: number; width: number; height: number }): FrameSizes & { modelScale: 2 | 4 } {
  const fitted = fitWithinCap(look.sourceWidth, look.sourceHeight, UPSCALE_MAX_INPUT);
  const decode = { width: fitted.width, height: fitted.height };
  const modelScale = getModelScale(decode, { width: look.width, height: look.height });
  return { decode, processed: { width: decode.width * modelScale, height: decode.height * modelScale }, modelScale };
}

/** Video upscaler: every frame through ESRGAN (x2 or x4) in feathered tiles. */
export const upscaleEffect: ToolEffect = {
  planSegment: (_options, context) => ownFrames(context),
  audio: () => ({ kind: 'source' }),
  frameSizes: (_options, look) => getUpscaleFrameSizes(look),
  batchSize: 1,
  describeInference: (_options, look) => describeUpscaling(getUpscaleFrameSizes(look).modelScale, false),
  async frameProcessor(_options, context) {
    const upscaler = await getUpscaler(getUpscaleFrameSizes(context.look!).modelScale);
    // The segment's frames come in order: still parts keep their earlier output (temporal reuse).
    const memory = new TileMemory();
    return async (frames) => {
      for (let i = 0; i < frames.length; i++) {
        frames[i] = await upscaler.upscaleNext(frames[i]!, memory, context.keepAlive);
      }
    };
  },
};
