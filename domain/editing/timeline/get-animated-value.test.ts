import { describe, expect, it } from 'vitest';
import { getAnimatedValue } from './get-animated-value';
import type { Animated } from './project-doc';

const ramp: Animated = {
  value: 5,
  keyframes: [
    { frame: 10, value: 0, easing: 'linear' },
    { frame: 20, value: 100, easing: 'hold' },
    { frame: 30, value: 50, easing: 'linear' },
  ],
};

describe('getAnimatedValue', () => {
  it.each([
    [0, 0],
    [10, 0],
    [15, 50],
    [19, 90],
    [20, 100],
    [29, 100],
    [30, 50],
    [99, 50],
  ])('at frame %d is %d', (frame, value) => {
    expect(getAnimatedValue(ramp, frame)).toBe(value);
  });

  it('is the still value when there are no keyframes', () => {
    expect(getAnimatedValue({ value: 7, keyframes: [] }, 3)).toBe(7);
  });
});
