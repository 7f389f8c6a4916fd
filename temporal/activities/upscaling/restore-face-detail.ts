import type { RgbFrame } from '../pixels/rgb-frame';
import { boxBlur } from '../pixels/box-blur';

export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Alpha of a feathered ellipse inscribed in a w x h rectangle: 1 inside, fading to 0 over the outer `feather` of the radius. */
export function getEllipseAlpha(x: number, y: number, w: number, h: number, feather: number): number {
  const dx = (x + 0.5 - w / 2) / (w / 2);
  const dy = (y + 0.5 - h / 2) / (h / 2);
  const r = Math.sqrt(dx * dx + dy * dy);
  return Math.min(1, Math.max(0, (1 - r) / feather));
}

/** Blends a patch (the rect's size, RGB) into the frame through a feathered ellipse: no edge shows around the face. */
export function blendEllipse(frame: RgbFrame, rect: Rect, patch: ArrayLike<number>, feather = 0.3): void {
  const [w, h] = [rect.x1 - rect.x0, rect.y1 - rect.y0];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const alpha = getEllipseAlpha(x, y, w, h, feather);
      if (alpha === 0) continue;
      const f = ((rect.y0 + y) * frame.width + rect.x0 + x) * 3;
      const p = (y * w + x) * 3;
      for (let c = 0; c < 3; c++) frame.data[f + c] = Math.min(255, Math.max(0, Math.round(frame.data[f + c]! * (1 - alpha) + patch[p + c]! * alpha)));
    }
  }
}

/**
 * The extra restoration a face gets without a face-restoration model: the region split into a smooth base and its
 * detail; faint detail (sensor noise, compression blotches on skin) is damped, strong detail (eyes, brows, lips, hair
 * edges) is amplified, and the result is blended in through a feathered ellipse. `strength` 0..2 (1 by default).
 */
export function restoreFaceDetail(frame: RgbFrame, rect: Rect, strength = 1): void {
  const [w, h] = [rect.x1 - rect.x0, rect.y1 - rect.y0];
  if (w < 4 || h < 4) return;
  const region = new Float32Array(w * h * 3);
  for (let y = 0; y < h; y++) for (let x = 0; x < w * 3; x++) region[y * w * 3 + x] = frame.data[((rect.y0 + y) * frame.width + rect.x0) * 3 + x]!;
  // About 1/60 of the face: the scale of skin texture and noise, finer than eyes and lips.
  const base = boxBlur(region, w, h, 3, Math.max(1, Math.round(Math.min(w, h) / 60)));
  const patch = new Float32Array(region.length);
  const [quiet, loud] = [3, 12];
  for (let i = 0; i < region.length; i++) {
    const detail = region[i]! - base[i]!;
    const t = Math.min(1, Math.max(0, (Math.abs(detail) - quiet) / (loud - quiet)));
    const gain = (1 - t) * (1 - 0.5 * strength) + t * (1 + 0.6 * strength);
    patch[i] = base[i]! + detail * Math.max(0, gain);
  }
  blendEllipse(frame, rect, patch);
}
