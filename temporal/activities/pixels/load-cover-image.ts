import { readFile } from 'node:fs/promises';
import type { RgbaImage, RgbFrame } from './rgb-frame';
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

/**
 * The ffmpeg job that decodes an image's first frame into a `side` x `side` RGBA square, contain-fit: scaled until it
 * fits, centred, the rest transparent (its own transparency kept).
 */
export function buildStickerImageJob(imagePath: string, side: number, outputPath: string): FfmpegJob {
  return {
    inputs: [{ path: imagePath, options: [] }],
    outputOptions: ['-vf', `format=rgba,scale=${side}:${side}:force_original_aspect_ratio=decrease:flags=bicubic,pad=${side}:${side}:(ow-iw)/2:(oh-ih)/2:color=black@0,setsar=1`, '-frames:v', '1', '-pix_fmt', 'rgba', '-f', 'rawvideo', '-y'],
    output: outputPath,
    outputDurationS: 0,
  };
}

/**
 * A user's picture to lay over faces: never stretched to a face's box and never cropped (a wide picture sits in the
 * middle of the square; the face's blur shows where it leaves room, as it does through a PNG's transparency).
 */
export async function loadStickerImage(imagePath: string, side: number, scratchPath: string, signal?: AbortSignal): Promise<RgbaImage> {
  await runFfmpeg(buildStickerImageJob(imagePath, side, scratchPath), { signal });
  const data = new Uint8Array(await readFile(scratchPath));
  if (data.length !== side * side * 4) throw new Error(`the picture decoded to ${data.length} bytes, not ${side}x${side} RGBA`);
  return { data, width: side, height: side };
}
