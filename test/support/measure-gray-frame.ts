import type { GrayFrame } from './read-gray-frame';

export interface LumaStats {
  mean: number;
  /** Share of pixels at or above 250 (clipped to white, detail lost). */
  clippedWhite: number;
  p5: number;
  p95: number;
}

/** Mean absolute 4-neighbour Laplacian of the interior: rises as edges and fine detail get crisper. */
export function laplacianEnergy(frame: GrayFrame): number {
  const { width, height, pixels } = frame;
  let sum = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      sum += Math.abs(4 * pixels[i]! - pixels[i - 1]! - pixels[i + 1]! - pixels[i - width]! - pixels[i + width]!);
    }
  }
  return sum / ((width - 2) * (height - 2));
}

/** Mean, 5th/95th percentiles and white-clipped share of a gray frame. */
export function lumaStats(frame: GrayFrame): LumaStats {
  const histogram = new Array<number>(256).fill(0);
  let sum = 0;
  for (const value of frame.pixels) {
    histogram[value]!++;
    sum += value;
  }
  const n = frame.pixels.length;
  const percentile = (p: number) => {
    let seen = 0;
    for (let v = 0; v < 256; v++) {
      seen += histogram[v]!;
      if (seen >= p * n) return v;
    }
    return 255;
  };
  const clipped = histogram.slice(250).reduce((a, b) => a + b, 0);
  return { mean: sum / n, clippedWhite: clipped / n, p5: percentile(0.05), p95: percentile(0.95) };
}
