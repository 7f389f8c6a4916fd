import { describe, expect, it } from 'vitest';
import { getFramingPath } from './get-framing-path';
import type { PictureSample } from './understanding';

const sample = (t: number, motionX: number | null): PictureSample => ({ t, blur: 5, luma: 100, lumaRange: 100, motion: 5, panX: 0, panY: 0, motionX });

describe('framing path', () => {
  it('follows where the picture moves, from the clip start, smoothed over a second', () => {
    const samples = Array.from({ length: 50 }, (_, i) => sample(i / 10, 0.1 + (i / 50) * 0.8));
    const path = getFramingPath(samples, { startS: 1, endS: 4 });
    expect(path[0]!.t).toBe(0);
    expect(path.at(-1)!.t).toBeCloseTo(3, 6);
    expect(path[0]!.x).toBeCloseTo(0.26, 2);
    expect(path.at(-1)!.x).toBeCloseTo(0.74, 2);
    for (let i = 1; i < path.length; i++) expect(path[i]!.x).toBeGreaterThan(path[i - 1]!.x);
  });

  it('keeps the last position when nothing moves, the centre when nothing ever moved, and prefers faces', () => {
    const still = Array.from({ length: 30 }, (_, i) => sample(i / 10, i < 10 ? 0.8 : null));
    expect(getFramingPath(still, { startS: 0, endS: 3 }).at(-1)!.x).toBeCloseTo(0.8, 2);
    expect(getFramingPath(still.map((s) => ({ ...s, motionX: null })), { startS: 0, endS: 2 }).every((p) => p.x === 0.5)).toBe(true);
    expect(getFramingPath(still, { startS: 0, endS: 1 }, [{ t: 0.5, x: 0.2 }])[1]!.x).toBeCloseTo(0.2, 6);
  });
});

describe('framing height', () => {
  it('follows a face up and down (a tall picture cut to a wider shape), keeps its last height, the middle without faces', () => {
    const none = Array.from({ length: 30 }, (_, i) => sample(i / 10, null));
    const path = getFramingPath(none, { startS: 0, endS: 2 }, [{ t: 0, x: 0.5, y: 0.2 }, { t: 1, x: 0.5, y: 0.3 }]);
    expect(path[0]!.y).toBeCloseTo(0.2, 6);
    expect(path.at(-1)!.y).toBeCloseTo(0.3, 6);
    expect(getFramingPath(none, { startS: 0, endS: 1 }).every((p) => p.y === 0.5)).toBe(true);
  });
});
