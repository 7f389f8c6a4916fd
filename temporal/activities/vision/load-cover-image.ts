import { readFile } from 'node:fs/promises';
import type { RgbFrame } from '../models/rgb-frame';
import type { FfmpegJob } from '../media/ffmpeg-job';
import { runFfmpeg } from '../media/run-ffmpeg';

/** The ffmpeg job that decodes an image's first frame scaled to cover width x height (centred crop), as raw RGB. */
export function buildCoverImageJob(imagePath: string, width: number, height: number, outputPath: string): FfmpegJob {
  return {
    inputs: [{ path: imagePath, options: [] }],
    outputOptions: ['-vf', `scale=${width}:${height}:force_original_aspect_ratio=increase:flags=bicubic,crop=${width}:${height},setsar=1`, '-frames:v', '1', '-pix_fmt', 'rgb24', '-f', 'rawvideo', '-y'],
    output: outputPath,
    outputDurationS: 0,
  };
}

/**
 * An image (an uploaded background) at a frame's size, cover-fit: scaled until it fills the frame and the overflow
 * cropped evenly, never stretched, so it can go behind a matte with compositeBackground's `image` choice.
 */
export async function loadCoverImage(imagePath: string, width: number, height: number, scratchPath: string, signal?: AbortSignal): Promise<RgbFrame> {
  await runFfmpeg(buildCoverImageJob(imagePath, width, height, scratchPath), { signal });
  const data = new Uint8Array(await readFile(scratchPath));
  if (data.length !== width * height * 3) throw new Error(`the background image decoded to ${data.length} bytes, not ${width}x${height} RGB`);
  return { data, width, height };
}
