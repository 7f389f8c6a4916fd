import { ownFrames } from './own-frames';
import type { SegmentContext, ToolEffect } from './tool-effect';

/** A tool whose work is one filter on each frame: the segment's own frames in, as many out; sound untouched. */
export function frameFilterEffect(build: (options: Record<string, unknown>, context: SegmentContext) => string | null): ToolEffect {
  return { planSegment: (options, context) => ownFrames(context, build(options, context)), audio: () => ({ kind: 'source' }) };
}
