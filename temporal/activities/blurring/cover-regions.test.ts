import { describe, expect, it } from 'vitest';
import { coverRegions, getCoverRect } from './cover-regions';

/** A 64x64 frame of 4-pixel black and white checks: blur turns it grey, mosaic into flat cells. */
function checkerboard() {
  const data = new Uint8Array(64 * 64 * 3);
  for (let y = 0; y < 64; y++) for (let x = 0; x < 64; x++) data.fill(((x >> 2) + (y >> 2)) % 2 ? 255 : 0, (y * 64 + x) * 3, (y * 64 + x) * 3 + 3);
  return { data, width: 64, height: 64 };
}
const at = (f: ReturnType<typeof checkerboard>, x: number, y: number) => f.data[(y * 64 + x) * 3]!;
const face = { x: 16, y: 16, w: 32, h: 32 };

describe('coverRegions', () => {
  it('blurs inside the box and leaves the rest of the frame untouched', () => {
    const frame = checkerboard();
    coverRegions(frame, [face], { mode: 'blur', shape: 'box', maskScale: 1 });
    expect(Math.abs(at(frame, 32, 32) - 128)).toBeLessThan(40);
    expect(at(frame, 2, 2)).toBe(checkerboard().data[(2 * 64 + 2) * 3]);
  });

  it('an ellipse leaves the box corners as they were; a box covers them', () => {
    const ellipse = checkerboard();
    coverRegions(ellipse, [face], { mode: 'solid', shape: 'ellipse', maskScale: 1 });
    expect(at(ellipse, 17, 17)).toBe(at(checkerboard(), 17, 17));
    expect(at(ellipse, 32, 32)).toBe(0);
    const box = checkerboard();
    coverRegions(box, [face], { mode: 'solid', shape: 'box', maskScale: 1 });
    expect(at(box, 17, 17)).toBe(0);
  });

  it('mosaic makes flat cells (one value per cell)', () => {
    const frame = checkerboard();
    coverRegions(frame, [face], { mode: 'mosaic', shape: 'box', maskScale: 1 });
    expect(at(frame, 16, 16)).toBe(at(frame, 19, 19));
  });

  it('the mask scale grows the covered area around the centre, clipped to the frame', () => {
    expect(getCoverRect(face, 1.5, 64, 64)).toEqual({ x0: 8, y0: 8, x1: 56, y1: 56 });
    expect(getCoverRect({ x: 50, y: 50, w: 20, h: 20 }, 1, 64, 64)).toEqual({ x0: 50, y0: 50, x1: 64, y1: 64 });
    expect(getCoverRect({ x: 70, y: 70, w: 5, h: 5 }, 1, 64, 64)).toBeNull();
  });
});
