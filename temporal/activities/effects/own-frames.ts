import type { SegmentContext, SegmentRenderPlan } from './tool-effect';

/** The segment's own frames, read from half a frame before the first, through the tool's filter (none: null). */
export function ownFrames(context: SegmentContext, filter: string | null = null): SegmentRenderPlan {
  return { seekS: Math.max(0, (context.segment.firstFrame - 0.5) / context.fps), filter, outputFrames: context.segment.frames, outputFps: context.fps };
}
