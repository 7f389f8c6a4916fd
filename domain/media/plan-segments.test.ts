import { describe, expect, it } from 'vitest';
import { getRangeFrames, planSegments } from './plan-segments';

describe('planSegments', () => {
  it.each<[number, number, number, number]>([
    [0, 10, 25, 1],
    [0, 14, 25, 1],
    [0, 16, 25, 2],
    [0, 40, 30, 4],
    [5, 125, 25, 12],
    [0, 3, 10, 1],
  ])('splits [%s, %s) at %s fps into segments of about 10 s: %s of them', (start, end, fps, count) => {
    const segments = planSegments(start, end, fps);
    expect(segments).toHaveLength(count);
    expect(segments[0]!.startS).toBe(start);
    expect(segments.at(-1)!.endS).toBe(end);
    for (let i = 1; i < segments.length; i++) {
      expect(segments[i]!.firstFrame).toBe(segments[i - 1]!.firstFrame + segments[i - 1]!.frames);
      expect(segments[i]!.startS).toBe(segments[i - 1]!.endS);
    }
  });

  it.each<[number, number, number, number]>([
    [0, 20, 10, 200],
    [0, 20, 24000 / 1001, 480],
    [1.234, 13.5, 60, 736],
    [3, 19.99, 30, 510],
    [0.04, 7.04, 25, 175],
  ])('holds exactly the source frames of [%s, %s) at %s fps: %s', (start, end, fps, frames) => {
    const segments = planSegments(start, end, fps);
    expect(segments.reduce((sum, s) => sum + s.frames, 0)).toBe(frames);
    expect(getRangeFrames({ startS: start, endS: end }, fps).frames).toBe(frames);
  });

  it('seeks half a frame before each first frame, never before the video', () => {
    const segments = planSegments(1.5, 28.5, 25);
    for (const s of segments) expect(s.seekS * 25).toBeCloseTo(s.firstFrame - 0.5, 4);
    expect(planSegments(0, 10, 30)[0]!.seekS).toBe(0);
  });

  it('returns nothing for an empty or reversed range or an unknown frame rate', () => {
    expect(planSegments(5, 5, 25)).toEqual([]);
    expect(planSegments(6, 5, 25)).toEqual([]);
    expect(planSegments(0, 5, 0)).toEqual([]);
  });
});
