import { describe, expect, it } from 'vitest';
import { makeSamEncoderInput, makeSamPromptInputs, readSamMask } from './sam-prompt-codec';

// Shapes and coordinates only: no SAM-family weights exist offline to run these against.
describe('SAM prompt codec (shapes only)', () => {
  it('pads a 320x180 frame into the 1024 square, normalised per channel', () => {
    const frame = { data: new Uint8Array(320 * 180 * 3).fill(200), width: 320, height: 180 };
    const input = makeSamEncoderInput(frame);
    expect(input.dims).toEqual([1, 3, 1024, 1024]);
    expect(input.data[0]).toBeCloseTo((200 - 123.675) / 58.395);
    // Below the scaled frame (576 rows) is padding.
    expect(input.data[600 * 1024]).toBe(0);
  });
  it('maps clicks into the encoder space with a padding point', () => {
    const prompt = makeSamPromptInputs([{ x: 1, y: 1, include: true }, { x: 0, y: 0, include: false }], 320, 180);
    expect(prompt.point_coords.dims).toEqual([1, 3, 2]);
    expect(prompt.point_coords.data[0]).toBeCloseTo(1024 * (319 / 320), 3);
    expect(prompt.point_coords.data[1]).toBeCloseTo((1024 / 320) * 179, 3);
    expect([...prompt.point_labels.data]).toEqual([1, 0, -1]);
    expect([...prompt.orig_im_size.data]).toEqual([180, 320]);
  });
  it('reads the first mask and refuses a wrong shape', () => {
    const logits = new Float32Array(4 * 2).map((_, i) => (i % 2 ? 1 : -1));
    expect([...readSamMask(logits, [1, 1, 2, 4], 4, 2)]).toEqual([0, 255, 0, 255, 0, 255, 0, 255]);
    expect(() => readSamMask(logits, [1, 1, 4, 2], 4, 2)).toThrow(/shape/);
  });
});
