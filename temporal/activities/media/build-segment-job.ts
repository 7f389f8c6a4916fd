import type { FfmpegJob } from './ffmpeg-job';

export interface SegmentJobInput {
  inputPath: string;
  /** Where to seek: half a frame before the first frame to decode, so exactly that frame comes first. */
  seekS: number;
  /** How much to read from there; unbounded when absent (the frame count ends the output). */
  inputDurationS?: number;
  /** How many frames the segment's output holds: counted, never derived from a duration (rounding adds or loses one). */
  outputFrames: number;
  /** Output frame rate, for progress (frames to seconds). */
  outputFps: number;
  filterChain: string;
  outputPath: string;
  /** Encoder threads; 0 lets x264 choose. One thread per segment scales best when several segments run at once. */
  threads?: number;
}

/**
 * Renders one segment, video only. Timestamps pass through untouched (no frame duplicated or dropped to fit a
 * rate) and start at zero, so joined segments keep the source's timing. Every segment uses identical encoder settings
 * so the assembler can join them with stream copy; audio is added once at assembly, so joins never click.
 */
export function buildSegmentJob(input: SegmentJobInput): FfmpegJob {
  return {
    inputs: [{
      path: input.inputPath,
      // With a thread count set, the decoder keeps to it too: segments then scale across workers instead of competing.
      options: [...(input.threads ? ['-threads', String(input.threads)] : []), '-ss', input.seekS.toFixed(6), ...(input.inputDurationS ? ['-t', input.inputDurationS.toFixed(6)] : [])],
    }],
    outputOptions: buildSegmentOutputOptions(input),
    output: input.outputPath,
    outputDurationS: input.outputFrames / input.outputFps,
  };
}

/**
 * The encoder settings every segment shares (so the assembler joins them by stream copy), also used by the frame
 * pipeline's encoder for tools whose frames come from code through a pipe.
 */
export function buildSegmentOutputOptions(input: Pick<SegmentJobInput, 'outputFrames' | 'filterChain' | 'threads'>): string[] {
  return [
    '-frames:v', String(input.outputFrames),
    '-fps_mode', 'passthrough',
    '-map', '0:v:0',
    '-an',
    '-vf', `setpts=PTS-STARTPTS,${input.filterChain}`,
    ...buildSegmentEncoderOptions(input.threads),
    '-video_track_timescale', '90000',
    '-f', 'mp4',
    '-y',
  ];
}

/** The H.264 settings of every segment (equal settings let segments be joined by stream copy). */
export function buildSegmentEncoderOptions(threads?: number): string[] {
  return [
    '-c:v', 'libx264',
    '-preset', 'veryfast',
    '-crf', '20',
    '-pix_fmt', 'yuv420p',
    '-threads', String(threads ?? 0),
    ...(threads ? ['-filter_threads', String(threads)] : []),
  ];
}
