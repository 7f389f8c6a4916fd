import type { TimeSegment } from '../../../domain/media/plan-segments';
import { buildSharpenFilter } from './build-sharpen-filter';

/** What a segment render knows beyond its own frames: the range it belongs to and the range's analysis. */
export interface SegmentContext {
  fps: number;
  segment: TimeSegment;
  /** The whole rendered range, in frames of the source. */
  range: { firstFrame: number; frames: number };
  /** The range's analysis: measured values, and a local file (e.g. merged motion transforms) when there is one. */
  analysis: { values: Record<string, number>; path: string | null };
}

/** How one segment is rendered: which source frames to decode, the tool's filter, and what comes out. */
export interface SegmentRenderPlan {
  /** First source frame to decode (earlier than the segment's own when the tool needs context before it). */
  seekFrame: number;
  /** The tool's video filter; it must turn the decoded frames into exactly `outputFrames` frames. */
  filter: string | null;
  outputFrames: number;
}

/** What happens to the sound at assembly. */
export type AudioTreatment =
  | { kind: 'source' }
  | { kind: 'filter'; filter: string }
  | { kind: 'denoise'; strength: number }
  | { kind: 'drop' };

/** A tool's media work, as the segment render and the assembly apply it. */
export interface ToolEffect {
  planSegment(options: Record<string, unknown>, context: SegmentContext): SegmentRenderPlan;
  audio(options: Record<string, unknown>): AudioTreatment;
  /** Output length / input length (slow motion plays longer); 1 when absent. */
  timeScale?(options: Record<string, unknown>, fps: number): number;
}

/** A tool whose work is one filter on each frame: the segment's own frames in, as many out; sound untouched. */
export function frameFilterEffect(build: (options: Record<string, unknown>, context: SegmentContext) => string): ToolEffect {
  return {
    planSegment: (options, context) => ({ seekFrame: context.segment.firstFrame, filter: build(options, context), outputFrames: context.segment.frames }),
    audio: () => ({ kind: 'source' }),
  };
}

/** The effects of the tools whose workflow is a segmented render, by tool id. */
export const TOOL_EFFECTS: Readonly<Record<string, ToolEffect>> = {
  video_sharpener: frameFilterEffect((options) => buildSharpenFilter(options)),
};

/** The effect of a tool, or a clear failure for a tool the workers do not know (a newer server than worker). */
export function getToolEffect(toolId: string): ToolEffect {
  const effect = TOOL_EFFECTS[toolId];
  if (!effect) throw new Error(`No media effect is registered for tool '${toolId}' on this worker`);
  return effect;
}
