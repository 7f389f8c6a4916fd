/** An axis-aligned box in frame pixels with a detector's confidence. */
export interface ScoredBox {
  x: number;
  y: number;
  w: number;
  h: number;
  score: number;
}

/** Intersection over union of two boxes (0 when they do not touch). */
export function getIoU(a: { x: number; y: number; w: number; h: number }, b: { x: number; y: number; w: number; h: number }): number {
  const ix = Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x));
  const iy = Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));
  const inter = ix * iy;
  const union = a.w * a.h + b.w * b.h - inter;
  return union > 0 ? inter / union : 0;
}

/** Keeps the best box of every group overlapping more than `maxIoU` (also a box mostly inside a better one). */
export function nonMaxSuppression<T extends ScoredBox>(boxes: T[], maxIoU: number): T[] {
  const kept: T[] = [];
  for (const box of [...boxes].sort((a, b) => b.score - a.score)) {
    const covered = (k: ScoredBox) => {
      const ix = Math.max(0, Math.min(k.x + k.w, box.x + box.w) - Math.max(k.x, box.x));
      const iy = Math.max(0, Math.min(k.y + k.h, box.y + box.h) - Math.max(k.y, box.y));
      // The same face seen whole in one window and cut at a tile's edge in another: the part lies inside the whole.
      return getIoU(k, box) > maxIoU || ix * iy > 0.6 * Math.min(k.w * k.h, box.w * box.h);
    };
    if (!kept.some(covered)) kept.push(box);
  }
  return kept;
}
