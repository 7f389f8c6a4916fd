import type { FfmpegJob } from './ffmpeg-job';

/** Height of the copy the browser plays while the user picks a range (the tools still read the original). */
export const PLAYABLE_COPY_HEIGHT = 480;

/**
 * A small H.264/AAC MP4 of an upload whose own codec a page cannot play (an AVI's MPEG-4 Part 2, ProRes, HEVC in
 * Chromium...): upright, at most 480 p, a key frame every second so the range sliders seek at once, and faststart so it
 * plays before it has fully loaded.
 */
export function buildPlayableCopyJob(input: { inputPath: string; outputPath: string; durationS: number; hasAudio: boolean }): FfmpegJob {
  return {
    inputs: [{ path: input.inputPath, options: [] }],
    outputOptions: [
      '-map', '0:v:0',
      ...(input.hasAudio ? ['-map', '0:a:0', '-c:a', 'aac', '-b:a', '128k', '-ac', '2'] : ['-an']),
      '-vf', `scale=-2:'min(${PLAYABLE_COPY_HEIGHT},ih)':flags=bilinear,format=yuv420p`,
      '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '26',
      '-force_key_frames', 'expr:gte(t,n_forced*1)',
      '-movflags', '+faststart', '-f', 'mp4', '-y',
    ],
    output: input.outputPath,
    outputDurationS: input.durationS,
  };
}
