import { execFileSync } from 'node:child_process';

export interface GrayFrame {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** One frame at `atS`, scaled to width x height, as 8-bit luma: for pixel-level assertions on real outputs. */
export function readGrayFrame(path: string, atS: number, width = 640, height = 360): GrayFrame {
  const pixels = execFileSync('ffmpeg', ['-v', 'error', '-ss', String(atS), '-i', path, '-frames:v', '1', '-vf', `scale=${width}:${height}`, '-f', 'rawvideo', '-pix_fmt', 'gray', '-'], {
    maxBuffer: width * height * 2,
  });
  return { width, height, pixels: new Uint8Array(pixels) };
}

/**
 * Every frame of a file (or of `-vf` applied to it) as 8-bit luma at width x height, decoded in order with no scaling
 * unless the size differs from the source: for frame counts and per-frame measurements.
 */
export function readGrayFrames(path: string, width: number, height: number, options: { vf?: string; maxFrames?: number } = {}): GrayFrame[] {
  const vf = [options.vf, `scale=${width}:${height}:flags=area`].filter(Boolean).join(',');
  const args = ['-v', 'error', '-i', path, '-vf', vf, '-vsync', 'passthrough'];
  if (options.maxFrames) args.push('-frames:v', String(options.maxFrames));
  const raw = execFileSync('ffmpeg', [...args, '-f', 'rawvideo', '-pix_fmt', 'gray', '-'], { maxBuffer: 1024 * 1024 * 1024 });
  const size = width * height;
  const frames: GrayFrame[] = [];
  for (let offset = 0; offset + size <= raw.length; offset += size) {
    frames.push({ width, height, pixels: new Uint8Array(raw.buffer, raw.byteOffset + offset, size) });
  }
  return frames;
}

/** Mean absolute difference of two frames inside a box given in fractions of the frame (x0, y0, x1, y1). */
export function meanDifference(a: GrayFrame, b: GrayFrame, box: [number, number, number, number] = [0, 0, 1, 1]): number {
  const [x0, y0, x1, y1] = [Math.floor(box[0] * a.width), Math.floor(box[1] * a.height), Math.floor(box[2] * a.width), Math.floor(box[3] * a.height)];
  let sum = 0;
  let count = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      sum += Math.abs(a.pixels[y * a.width + x]! - b.pixels[y * b.width + x]!);
      count++;
    }
  }
  return sum / count;
}
