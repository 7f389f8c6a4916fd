import { describe, expect, it } from 'vitest';
import { cutAnimated } from './cut-animated';
import { getAnimatedValue } from './get-animated-value';
import type { Animated } from './project-doc';

const param: Animated = {
  value: 0,
  keyframes: [
    { frame: 10, value: 0, easing: 'linear' },
    { frame: 20, value: 100, easing: 'hold' },
    { frame: 30, value: 50, easing: 'linear' },
  ],
};

describe('cutAnimated', () => {
  it.each([
    // from, to: every frame of the part keeps its value
    [0, 40],
    [15, 40],
    [0, 15],
    [12, 18],
    [25, 28],
    [20, 31],
    [-10, 50],
    [35, 50],
    [0, 5],
  ])('keeps every value of frames [%d, %d)', (from, to) => {
    const cut = cutAnimated(param, from, to);
    for (let k = from; k < to; k++) expect(getAnimatedValue(cut, k - from)).toBeCloseTo(getAnimatedValue(param, k), 9);
    expect(cut.keyframes.every((kf, i) => kf.frame >= 0 && kf.frame < to - from && (i === 0 || kf.frame > cut.keyframes[i - 1]!.frame))).toBe(true);
  });

  it.each([
    [15, 40, [0, 5, 15]],
    [12, 18, [0, 5]],
    [25, 28, [0, 2]],
    [35, 50, []],
    [0, 5, []],
    [-10, 50, [20, 30, 40]],
  ])('cuts [%d, %d) to keyframes at %j', (from, to, frames) => {
    expect(cutAnimated(param, from, to).keyframes.map((k) => k.frame)).toEqual(frames);
  });

  it('leaves a still value alone', () => {
    const still = { value: 3, keyframes: [] };
    expect(cutAnimated(still, 5, 9)).toBe(still);
  });
});
