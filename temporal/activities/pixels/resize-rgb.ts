import type { RgbFrame } from './rgb-frame';

/** Bilinear resize of an RGB picture (face crops to and from a model's fixed input; small, so plain JS is enough). */
export function resizeRgb(frame: RgbFrame, width: number, height: number): RgbFrame {
  const out = new Uint8Array(width * height * 3);
  const sx = frame.width / width;
  const sy = frame.height / height;
  for (let y = 0; y < height; y++) {
    const fy = Math.min(frame.height - 1, Math.max(0, (y + 0.5) * sy - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(frame.height - 1, y0 + 1);
    const ty = fy - y0;
    for (let x = 0; x < width; x++) {
      const fx = Math.min(frame.width - 1, Math.max(0, (x + 0.5) * sx - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(frame.width - 1, x0 + 1);
      const tx = fx - x0;
      for (let c = 0; c < 3; c++) {
        const a = frame.data[(y0 * frame.width + x0) * 3 + c]! * (1 - tx) + frame.data[(y0 * frame.width + x1) * 3 + c]! * tx;
        const b = frame.data[(y1 * frame.width + x0) * 3 + c]! * (1 - tx) + frame.data[(y1 * frame.width + x1) * 3 + c]! * tx;
        out[(y * width + x) * 3 + c] = Math.round(a * (1 - ty) + b * ty);
      }
    }
  }
  return { data: out, width, height };
}

/** A rectangle of a frame as its own picture. */
export function cropRgb(frame: RgbFrame, rect: { x0: number; y0: number; x1: number; y1: number }): RgbFrame {
  const [w, h] = [rect.x1 - rect.x0, rect.y1 - rect.y0];
  const out = new Uint8Array(w * h * 3);
  for (let y = 0; y < h; y++) out.set(frame.data.subarray(((rect.y0 + y) * frame.width + rect.x0) * 3, ((rect.y0 + y) * frame.width + rect.x1) * 3), y * w * 3);
  return { data: out, width: w, height: h };
}
