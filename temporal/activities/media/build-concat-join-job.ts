import type { FfmpegJob } from './ffmpeg-job';

/**
 * Joins normalised parts (a concat-demuxer list from `buildConcatList`) into one web-ready MP4: the video by stream
 * copy, the PCM audio encoded to AAC once for the whole length.
 */
export function buildConcatJoinJob(listPath: string, outputPath: string, durationS: number): FfmpegJob {
  return {
    inputs: [{ path: listPath, options: ['-f', 'concat', '-safe', '0'] }],
    outputOptions: ['-map', '0:v:0', '-map', '0:a:0', '-c:v', 'copy', '-c:a', 'aac', '-b:a', '192k', '-movflags', '+faststart', '-f', 'mp4', '-y'],
    output: outputPath,
    outputDurationS: durationS,
  };
}
