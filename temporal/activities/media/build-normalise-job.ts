import type { FfmpegJob } from './ffmpeg-job';

/**
 * Re-times [startS, endS) of a variable-frame-rate video at a constant `fps` (frames repeated or dropped to the
 * nearest timestamp), upright (ffmpeg applies the rotation matrix while decoding) and even-sized, nearly lossless, with
 * its sound, so every later render can count frames exactly.
 */
export function buildNormaliseJob(input: { inputPath: string; startS: number; endS: number; fps: number; outputPath: string }): FfmpegJob {
  const durationS = Math.max(0, input.endS - input.startS);
  return {
    inputs: [{ path: input.inputPath, options: ['-ss', input.startS.toFixed(6), '-t', durationS.toFixed(6)] }],
    outputOptions: [
      '-map', '0:v:0', '-map', '0:a:0?',
      '-vf', `fps=${input.fps},scale=trunc(iw/2)*2:trunc(ih/2)*2,setsar=1`,
      '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '14', '-pix_fmt', 'yuv420p',
      '-c:a', 'aac', '-b:a', '192k',
      '-video_track_timescale', '90000', '-movflags', '+faststart', '-f', 'mp4', '-y',
    ],
    output: input.outputPath,
    outputDurationS: durationS,
  };
}
