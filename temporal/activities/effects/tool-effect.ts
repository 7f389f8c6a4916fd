import type { TimeSegment } from '../../../domain/media/plan-segments';
import type { FramesFinishing } from '../media/run-frame-pipeline';
import type { RgbFrame } from '../pixels/rgb-frame';

/** What a segment render knows beyond its own frames: the range it belongs to and the range's analysis. */
export interface SegmentContext {
  fps: number;
  segment: TimeSegment;
  /** The whole rendered range, in frames of the source. */
  range: { firstFrame: number; frames: number };
  /** The range's analysis: measured values, and a local file (e.g. merged motion transforms) when there is one. */
  analysis: { values: Record<string, number>; path: string | null };
  sourcePath: string;
  scratch: string;
  /** The render's sizes (source and output), for tools whose frames change size, and whether it is watermarked. */
  look?: { sourceWidth: number; sourceHeight: number; width: number; height: number; watermark?: boolean };
  /** Tells the worker the render is alive (a slow model between two batches' progress reports). */
  keepAlive?: () => void;
  /** A stored file the options name (an uploaded background image), fetched into the scratch directory: its path. */
  fetchStored?: (key: string) => Promise<string>;
  /** The render's cancellation (the activity's): work a processor starts on its own (decoding a picture) stops with it. */
  signal?: AbortSignal;
}

/** The size frames are decoded at, and the size a frame processor hands them out at (an upscaler's are bigger). */
export interface FrameSizes {
  decode: { width: number; height: number };
  processed: { width: number; height: number };
}

/** How one segment is rendered: which source frames to decode, the tool's filter, and what comes out. */
export interface SegmentRenderPlan {
  /** Where to seek: by default half a frame before the segment's first frame. */
  seekS: number;
  /** How much of the source to read from there; unbounded when absent (the output's frame count ends the run). */
  inputDurationS?: number;
  /** The tool's video filter; it must turn the decoded frames into exactly `outputFrames` frames. */
  filter: string | null;
  outputFrames: number;
  outputFps: number;
}

/**
 * Changes a batch of decoded frames in place (or replaces them in the array); `firstFrame` is the first one's number in
 * the source. It may return `finished` (frames completed on another thread: the next batch comes meanwhile) and have a
 * `close`, called once the render ends, however it ends.
 */
export type FrameProcessor = ((frames: RgbFrame[], firstFrame: number) => Promise<void | FramesFinishing> | void) & { close?: () => void };

/** What happens to the sound at assembly. */
export type AudioTreatment = { kind: 'source' } | { kind: 'filter'; filter: string } | { kind: 'denoise'; strength: number } | { kind: 'drop' };

/** A tool's media work, as the segment render and the assembly apply it. */
export interface ToolEffect {
  planSegment(options: Record<string, unknown>, context: SegmentContext): Promise<SegmentRenderPlan> | SegmentRenderPlan;
  audio(options: Record<string, unknown>, durationS: number): AudioTreatment;
  /**
   * For tools whose frames pass through code (a model, a mask) instead of an ffmpeg filter: the segment's frames are
   * decoded through a pipe at the source's size, changed by this processor, and encoded (with the size cap and
   * watermark) through a pipe. The plan's filter must then be null.
   */
  frameProcessor?(options: Record<string, unknown>, context: SegmentContext): Promise<FrameProcessor>;
  /** For a frame processor that changes the frame size: decode and processed sizes (the source's, both, when absent). */
  frameSizes?(options: Record<string, unknown>, look: NonNullable<SegmentContext['look']>): FrameSizes;
  /** Frames per processor call (4 when absent); 1 for a model that takes seconds a frame, so progress and ETA start early. */
  batchSize?: number;
  /** Frames before the segment the processor sees first without output (its temporal state continues across segments). */
  leadInFrames?: number;
  /** Output length / input length (slow motion plays longer); 1 when absent. */
  timeScale?(options: Record<string, unknown>, fps: number): number;
  /** For a processor that runs models: which model does each capability's work, and where it runs (the job's details). */
  describeInference?(options: Record<string, unknown>, look: NonNullable<SegmentContext['look']>): Promise<Record<string, string>>;
}
