import type { GrayFrame } from './read-gray-frame';

/**
 * Global translation from frame `a` to frame `b` by exhaustive block matching of the central region (a margin of
 * `maxShift` + 10% kept out, so black stabiliser borders and the search window stay outside), sampled on every second
 * pixel, refined to sub-pixel with a parabola through the cost minimum. Returns the shift in pixels of these frames.
 */
export function estimateGlobalMotion(a: GrayFrame, b: GrayFrame, maxShift = 8): { dx: number; dy: number } {
  const { width, height } = a;
  const mx = maxShift + Math.ceil(width * 0.1);
  const my = maxShift + Math.ceil(height * 0.1);
  const cost = (dx: number, dy: number) => {
    let sum = 0;
    for (let y = my; y < height - my; y += 2) {
      const rowA = y * width;
      const rowB = (y + dy) * width + dx;
      for (let x = mx; x < width - mx; x += 2) sum += Math.abs(a.pixels[rowA + x]! - b.pixels[rowB + x]!);
    }
    return sum;
  };
  let best = { dx: 0, dy: 0, c: Infinity };
  for (let dy = -maxShift; dy <= maxShift; dy++) {
    for (let dx = -maxShift; dx <= maxShift; dx++) {
      const c = cost(dx, dy);
      if (c < best.c) best = { dx, dy, c };
    }
  }
  const refine = (minus: number, center: number, plus: number) => {
    const denominator = minus - 2 * center + plus;
    return denominator > 0 ? Math.max(-0.5, Math.min(0.5, (0.5 * (minus - plus)) / denominator)) : 0;
  };
  const edge = (d: number) => Math.abs(d) === maxShift;
  const dx = edge(best.dx) ? best.dx : best.dx + refine(cost(best.dx - 1, best.dy), best.c, cost(best.dx + 1, best.dy));
  const dy = edge(best.dy) ? best.dy : best.dy + refine(cost(best.dx, best.dy - 1), best.c, cost(best.dx, best.dy + 1));
  return { dx, dy };
}

/** Frame-to-frame global motion magnitudes of a sequence (element i: from frame i to frame i + 1). */
export function motionMagnitudes(frames: GrayFrame[], maxShift = 8): number[] {
  return frames.slice(1).map((frame, i) => {
    const { dx, dy } = estimateGlobalMotion(frames[i]!, frame, maxShift);
    return Math.hypot(dx, dy);
  });
}
