import { beforeAll, describe, expect, it } from 'vitest';
import { initTfjs, tf } from './load-tfjs';
import { cropSquareInput } from './selfie-segmenter';

beforeAll(() => initTfjs(), 60_000);

describe('cropSquareInput', () => {
  // The model's input is cut from the 8-bit frame in JS (the whole frame as a float tensor was 11 MB a call): it must
  // be what TF.js's cropAndResize gave, squares reaching past the frame's edges (mid grey there) included.
  it("samples a square as TF.js's bilinear cropAndResize does, inside and past the frame's edges", () => {
    const [w, h] = [160, 90];
    const data = new Uint8Array(w * h * 3).map((_, i) => (i * 37 + (i >> 7) * 11) % 256);
    for (const box of [{ x: 10.3, y: -40.2, side: 120.7 }, { x: -30, y: -30, side: 220 }, { x: 50, y: 20, side: 33 }]) {
      const { x, y, side } = box;
      const expected = tf.tidy(() =>
        tf.image
          .cropAndResize(tf.tensor4d(data, [1, h, w, 3], 'float32'), tf.tensor2d([[y / (h - 1), x / (w - 1), (y + side) / (h - 1), (x + side) / (w - 1)]]), [0], [64, 64], 'bilinear', 127.5)
          .div(255)
          .dataSync(),
      );
      const actual = cropSquareInput({ data, width: w, height: h }, box, 64);
      expect(actual.length).toBe(expected.length);
      let worst = 0;
      for (let i = 0; i < actual.length; i++) worst = Math.max(worst, Math.abs(actual[i]! - expected[i]!));
      expect(worst).toBeLessThan(1e-4);
    }
  });
});
