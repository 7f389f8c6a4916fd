import { describe, expect, it } from 'vitest';
import { boxBlur } from './box-blur';

/** The definition, one pixel at a time: three passes of a (2r+1) box along rows then columns, edge pixels repeated. */
function referenceBlur(data: ArrayLike<number>, width: number, height: number, channels: number, r: number): number[] {
  let src = Array.from(data);
  const at = (x: number, y: number, c: number) => (Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))) * channels + c;
  for (let pass = 0; pass < 3; pass++) {
    for (const [dx, dy] of [[1, 0], [0, 1]] as const) {
      const dst = src.slice();
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          for (let c = 0; c < channels; c++) {
            let sum = 0;
            for (let k = -r; k <= r; k++) sum += src[at(x + k * dx, y + k * dy, c)]!;
            dst[at(x, y, c)] = sum / (2 * r + 1);
          }
        }
      }
      src = dst;
    }
  }
  return src;
}

const noise = (length: number) => Array.from({ length }, (_, i) => (i * 7919) % 256);

describe('boxBlur', () => {
  it.each([
    ['RGB', 13, 9, 3, 2],
    ['a matte', 10, 17, 1, 3],
    ['a radius wider than the picture', 5, 4, 3, 9],
    ['one row', 12, 1, 3, 2],
  ])('is three box passes each way with repeated edges (%s)', (_, width, height, channels, radius) => {
    const data = noise(width * height * channels);
    const blurred = boxBlur(data, width, height, channels, radius);
    const expected = referenceBlur(data, width, height, channels, radius);
    expect(blurred).toHaveLength(expected.length);
    blurred.forEach((value, i) => expect(value).toBeCloseTo(expected[i]!, 3));
  });

  it('leaves a flat picture flat, and returns a copy for a radius under 1', () => {
    const flat = new Uint8Array(8 * 6 * 3).fill(200);
    expect(boxBlur(flat, 8, 6, 3, 4).every((v) => Math.abs(v - 200) < 1e-4)).toBe(true);
    const data = Float32Array.from(noise(12));
    const copy = boxBlur(data, 4, 3, 1, 0.4);
    expect(copy).toEqual(data);
    expect(copy).not.toBe(data);
  });
});
