import type { FfmpegJob } from './ffmpeg-job';

export interface SegmentJobInput {
  inputPath: string;
  startS: number;
  endS: number;
  filterChain: string;
  outputPath: string;
}

/**
 * Renders [startS, endS) of the source, video only. Every segment uses identical encoder settings so the assembler can
 * join them with stream copy; audio is taken once from the source at assembly, so segment joins never click.
 */
export function buildSegmentJob(input: SegmentJobInput): FfmpegJob {
  const durationS = Math.max(0, input.endS - input.startS);
  return {
    inputs: [{ path: input.inputPath, options: ['-ss', input.startS.toFixed(3)] }],
    outputOptions: [
      '-t', durationS.toFixed(3),
      '-map', '0:v:0',
      '-an',
      '-vf', input.filterChain,
      '-c:v', 'libx264',
      '-preset', 'veryfast',
      '-crf', '20',
      '-pix_fmt', 'yuv420p',
      '-video_track_timescale', '90000',
      '-f', 'mp4',
      '-y',
    ],
    output: input.outputPath,
    outputDurationS: durationS,
  };
}
