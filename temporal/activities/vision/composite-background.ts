import type { RgbFrame } from '../models/rgb-frame';

/**
 * What goes behind the person: a colour (green screen included), the frame itself blurred, an image (at the frame's
 * size), a checkerboard (how a transparent result is previewed), or nothing: `transparent` keeps the picture and
 * writes the matte as the frame's alpha.
 */
export type BackgroundChoice =
  | { kind: 'color'; rgb: [number, number, number] }
  | { kind: 'blur' }
  | { kind: 'image'; image: RgbFrame }
  | { kind: 'checkerboard' }
  | { kind: 'transparent' };

/** The checkerboard behind a previewed transparent result: light grey squares, about 1/24 of the frame's height. */
function checkerboard(width: number, height: number): Uint8Array {
  const size = Math.max(4, Math.round(height / 24));
  const out = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) out.fill((Math.floor(x / size) + Math.floor(y / size)) % 2 ? 204 : 255, (y * width + x) * 3, (y * width + x) * 3 + 3);
  }
  return out;
}

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

/** Puts the person (matte 0..1) over the chosen background, in place (or, for `transparent`, sets the frame's alpha). */
export function compositeBackground(frame: RgbFrame, matte: Float32Array, background: BackgroundChoice): void {
  if (background.kind === 'transparent') {
    frame.alpha = Uint8Array.from(matte, (a) => Math.round(a * 255));
    return;
  }
  const behind =
    background.kind === 'blur' ? blurFrame(frame)
    : background.kind === 'image' ? background.image.data
    : background.kind === 'checkerboard' ? checkerboard(frame.width, frame.height)
    : null;
  const rgb = background.kind === 'color' ? background.rgb : null;
  const data = frame.data;
  for (let p = 0; p < matte.length; p++) {
    const a = matte[p]!;
    for (let c = 0; c < 3; c++) {
      const bg = behind ? behind[p * 3 + c]! : rgb![c]!;
      data[p * 3 + c] = Math.round(data[p * 3 + c]! * a + bg * (1 - a));
    }
  }
}
