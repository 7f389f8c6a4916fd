import { describe, expect, it } from 'vitest';
import type { RgbFrame } from '../pixels/rgb-frame';
import { applyChangerLook, type ChangerLook } from './apply-changer-look';
import { getChangerLook } from '../effects/changer-effect';
import { decodePng, encodePng } from './mask-png';
import { decodeRuns, encodeRuns } from './mask-track';

const W = 64;
const H = 48;
// A red square (the object) on a left-to-right grey ramp.
function makeFrame(): { frame: RgbFrame; matte: Float32Array } {
  const data = new Uint8Array(W * H * 3);
  const matte = new Float32Array(W * H);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const inside = x >= 24 && x < 40 && y >= 16 && y < 32;
      matte[y * W + x] = inside ? 1 : 0;
      data.set(inside ? [220, 30, 30] : [x * 4, x * 4, x * 4], (y * W + x) * 3);
    }
  }
  return { frame: { data, width: W, height: H }, matte };
}
const pixel = (frame: { data: Uint8Array }, x: number, y: number) => [...frame.data.subarray((y * W + x) * 3, (y * W + x) * 3 + 3)];
const look = (patch: Partial<ChangerLook>): ChangerLook => ({ ...getChangerLook({}), ...patch });

describe('applyChangerLook', () => {
  it('puts the object on the solid colour', () => {
    const { frame, matte } = makeFrame();
    applyChangerLook(frame, matte, look({ behind: { kind: 'color', rgb: [0, 71, 187] } }));
    expect(pixel(frame, 2, 2)).toEqual([0, 71, 187]);
    expect(pixel(frame, 30, 20)).toEqual([220, 30, 30]);
  });
  it('"transparent" writes the mask as alpha when the output carries it, and a checkerboard in the preview', () => {
    const { frame, matte } = makeFrame();
    applyChangerLook(frame, matte, getChangerLook({ transparent: true, alphaOutput: true }));
    expect(frame.alpha![2 * W + 2]).toBe(0);
    expect(frame.alpha![20 * W + 30]).toBe(255);
    expect(pixel(frame, 30, 20)).toEqual([220, 30, 30]);
    const preview = makeFrame();
    applyChangerLook(preview.frame, preview.matte, getChangerLook({ transparent: true }));
    expect(preview.frame.alpha).toBeUndefined();
    expect([pixel(preview.frame, 2, 2), pixel(preview.frame, 6, 2)]).toEqual([[255, 255, 255], [204, 204, 204]]);
    // A job started before alpha outputs (its workflow asks for none): its paid MP4 keeps the keying green it promised.
    const older = makeFrame();
    applyChangerLook(older.frame, older.matte, getChangerLook({ transparent: true }, null, false));
    expect(pixel(older.frame, 2, 2)).toEqual([0, 177, 64]);
  });
  it('a silhouette on a transparent background: black where the object is, transparent around it', () => {
    const { frame, matte } = makeFrame();
    applyChangerLook(frame, matte, getChangerLook({ transparent: true, alphaOutput: true, silhouette: true }));
    expect(pixel(frame, 30, 20)).toEqual([0, 0, 0]);
    expect(frame.alpha![20 * W + 30]).toBe(255);
    expect(frame.alpha![2 * W + 2]).toBe(0);
  });
  it('removes the object: its place takes the surrounding background, the rest is untouched', () => {
    const { frame, matte } = makeFrame();
    applyChangerLook(frame, matte, look({ effect: 'remove' }));
    const [r, g, b] = pixel(frame, 32, 24);
    expect(Math.abs(r! - g!)).toBeLessThan(10);
    expect(Math.abs(g! - b!)).toBeLessThan(10);
    expect(pixel(frame, 2, 2)).toEqual([8, 8, 8]);
  });
  it('highlights the object: the background dims to grey, the object stays', () => {
    const { frame, matte } = makeFrame();
    applyChangerLook(frame, matte, look({ effect: 'highlight' }));
    expect(pixel(frame, 60, 2)[0]).toBeLessThan(100);
    expect(pixel(frame, 30, 20)).toEqual([220, 30, 30]);
  });
  it('keeps the background grey or blurred, and can blur or silhouette the object', () => {
    const { frame, matte } = makeFrame();
    applyChangerLook(frame, matte, look({ grayscale: true, silhouette: true }));
    expect(pixel(frame, 30, 20)).toEqual([0, 0, 0]);
    expect(pixel(frame, 2, 2)).toEqual([8, 8, 8]);
    const blurred = makeFrame();
    applyChangerLook(blurred.frame, blurred.matte, look({ blurness: 100 }));
    // A ramp blurred stays a ramp in the middle, but its dark edge brightens.
    expect(pixel(blurred.frame, 0, 2)[0]).toBeGreaterThan(4);
  });
});

describe('mask storage', () => {
  it('round-trips masks through PNG and run lengths', () => {
    const mask = Uint8Array.from({ length: W * H }, (_, p) => (p % 7 < 3 ? 255 : 0));
    const png = decodePng(encodePng(mask, W, H, 1));
    expect([png.width, png.height, png.channels]).toEqual([W, H, 1]);
    expect(png.pixels).toEqual(mask);
    expect(decodeRuns(encodeRuns(mask), W * H)).toEqual(mask);
    expect(encodeRuns(new Uint8Array(5).fill(255))).toEqual([0, 5]);
  });
});
