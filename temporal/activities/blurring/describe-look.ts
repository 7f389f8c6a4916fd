import type { Box, RgbFrame } from '../pixels/rgb-frame';

/** Cells per side of the look grid. */
const GRID = 4;

/**
 * A small appearance signature of what is in a box (a face with its hair and collar, a plate): the mean colour of a
 * 4x4 grid over the box grown by half, in 0..1. It is what lets a person who leaves the picture and comes back keep
 * their id; it is no face recogniser (two people with the same hair and skin in the same light can match).
 */
export function describeLook(frame: RgbFrame, box: Box): number[] {
  const grow = 0.25;
  const x0 = box.x - box.w * grow;
  const y0 = box.y - box.h * grow;
  const [w, h] = [box.w * (1 + 2 * grow), box.h * (1 + 2 * grow)];
  const look: number[] = [];
  for (let gy = 0; gy < GRID; gy++) {
    for (let gx = 0; gx < GRID; gx++) {
      const sum = [0, 0, 0];
      let n = 0;
      // A few samples per cell are enough for a mean colour, and cost nothing next to the detector.
      for (let sy = 0; sy < 4; sy++) {
        for (let sx = 0; sx < 4; sx++) {
          const x = Math.floor(x0 + ((gx + (sx + 0.5) / 4) * w) / GRID);
          const y = Math.floor(y0 + ((gy + (sy + 0.5) / 4) * h) / GRID);
          if (x < 0 || y < 0 || x >= frame.width || y >= frame.height) continue;
          const at = (y * frame.width + x) * 3;
          for (let c = 0; c < 3; c++) sum[c]! += frame.data[at + c]!;
          n++;
        }
      }
      for (let c = 0; c < 3; c++) look.push(n > 0 ? sum[c]! / n / 255 : -1);
    }
  }
  return look;
}

/** Mean absolute difference of two looks over the cells both saw (a cell outside the picture is -1); 1 when none. */
export function getLookDistance(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i]! < 0 || b[i]! < 0) continue;
    sum += Math.abs(a[i]! - b[i]!);
    n++;
  }
  return n >= a.length / 2 ? sum / n : 1;
}
