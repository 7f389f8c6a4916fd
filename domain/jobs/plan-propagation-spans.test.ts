import { describe, expect, it } from 'vitest';
import { getSpanFrames, planPropagationSpans } from './plan-propagation-spans';
import { getChangerWorkingSize } from './get-changer-working-size';

describe('planPropagationSpans', () => {
  it('one keyframe in the middle propagates backward to the start and forward to the end', () => {
    expect(planPropagationSpans([10], 0, 29)).toEqual([{ from: 10, to: 0 }, { from: 10, to: 29 }]);
  });
  it('each keyframe covers the frames up to the next one', () => {
    expect(planPropagationSpans([0, 12, 20], 0, 29)).toEqual([{ from: 0, to: 11 }, { from: 12, to: 19 }, { from: 20, to: 29 }]);
  });
  it('a corrective click redoes only the frames from its keyframe to the next', () => {
    expect(planPropagationSpans([0, 12, 20], 0, 29, new Set([12]))).toEqual([{ from: 12, to: 19 }]);
  });
  it('keyframes outside the range or repeated are ignored; the last frame as keyframe needs no run forward', () => {
    expect(planPropagationSpans([29, 29, 40], 0, 29)).toEqual([{ from: 29, to: 0 }]);
    expect(getSpanFrames({ from: 29, to: 0 })).toBe(29);
  });
});

describe('getChangerWorkingSize', () => {
  it('scales the longest side to 320 px with even sides, and never up', () => {
    expect(getChangerWorkingSize(1280, 720)).toEqual({ width: 320, height: 180 });
    expect(getChangerWorkingSize(720, 1280)).toEqual({ width: 180, height: 320 });
    expect(getChangerWorkingSize(200, 100)).toEqual({ width: 200, height: 100 });
  });
});
