import type { RgbFrame } from '../models/rgb-frame';

export type BackgroundChoice = { kind: 'color'; rgb: [number, number, number] } | { kind: 'blur' };

/** A blurred copy of a frame (three box passes, radius from the frame size): the "blurred background" option. */
function blurFrame(frame: RgbFrame): Uint8Array {
  const { width: w, height: h } = frame;
  const radius = Math.max(3, Math.round(Math.max(w, h) / 60));
  let src = Float32Array.from(frame.data);
  let dst = new Float32Array(src.length);
  for (let pass = 0; pass < 3; pass++) {
    for (const horizontal of [true, false]) {
      const [outer, inner] = horizontal ? [h, w] : [w, h];
      for (let o = 0; o < outer; o++) {
        for (let c = 0; c < 3; c++) {
          const at = (i: number) => (horizontal ? (o * w + i) * 3 + c : (i * w + o) * 3 + c);
          let sum = 0;
          for (let i = -radius; i <= radius; i++) sum += src[at(Math.min(inner - 1, Math.max(0, i)))]!;
          for (let i = 0; i < inner; i++) {
            dst[at(i)] = sum / (2 * radius + 1);
            sum += src[at(Math.min(inner - 1, i + radius + 1))]! - src[at(Math.max(0, i - radius))]!;
          }
        }
      }
      [src, dst] = [dst, src];
    }
  }
  return Uint8Array.from(src);
}

/** Puts the person (matte 0..1) over the chosen background, in place. */
export function compositeBackground(frame: RgbFrame, matte: Float32Array, background: BackgroundChoice): void {
  const blurred = background.kind === 'blur' ? blurFrame(frame) : null;
  const data = frame.data;
  for (let p = 0; p < matte.length; p++) {
    const a = matte[p]!;
    for (let c = 0; c < 3; c++) {
      const bg = blurred ? blurred[p * 3 + c]! : (background as { rgb: [number, number, number] }).rgb[c]!;
      data[p * 3 + c] = Math.round(data[p * 3 + c]! * a + bg * (1 - a));
    }
  }
}
