import { describe, expect, it } from 'vitest';
import { fromGfpganOutput, GFPGAN_SIZE, toGfpganInput } from './gfpgan-restorer';

// No GFPGAN-class weights can be had here: these check only the tensor layout of the standard v1.4 ONNX export.
describe('GFPGAN pre/post-processing (512x512 RGB <-> NCHW float32 in -1..1)', () => {
  const size = GFPGAN_SIZE;
  const crop = { width: size, height: size, data: new Uint8Array(size * size * 3).map((_, i) => (i % 3 === 0 ? 255 : i % 3 === 1 ? 0 : 128)) };

  it('puts each channel in its own plane, scaled to -1..1', () => {
    const input = toGfpganInput(crop);
    const plane = size * size;
    expect(input).toHaveLength(3 * plane);
    expect(input[0]).toBe(1);
    expect(input[plane]).toBe(-1);
    expect(input[2 * plane]).toBeCloseTo(128 / 127.5 - 1, 6);
    expect(input[plane - 1]).toBe(1);
  });

  it('reads the output back to the same picture (round trip), clamping overshoot', () => {
    const input = toGfpganInput(crop);
    expect(Buffer.compare(Buffer.from(fromGfpganOutput(input, [1, 3, size, size]).data), Buffer.from(crop.data))).toBe(0);
    const overshoot = new Float32Array(3 * size * size).fill(1.7);
    expect(fromGfpganOutput(overshoot, [1, 3, size, size]).data.every((v) => v === 255)).toBe(true);
  });

  it('refuses other sizes and layouts', () => {
    expect(() => toGfpganInput({ width: 256, height: 256, data: new Uint8Array(256 * 256 * 3) })).toThrow(RangeError);
    expect(() => fromGfpganOutput(new Float32Array(3 * size * size), [1, size, size, 3])).toThrow(RangeError);
    expect(() => fromGfpganOutput(new Float32Array(10), [1, 3, size, size])).toThrow(RangeError);
  });
});
