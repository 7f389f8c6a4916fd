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

/** Mean absolute difference of two frames inside a box given in fractions of the frame (x0, y0, x1, y1). */
export function meanDifference(a: GrayFrame, b: GrayFrame, box: [number, number, number, number]): number {
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
