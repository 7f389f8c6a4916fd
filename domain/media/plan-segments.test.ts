import { describe, expect, it } from 'vitest';
import { planSegments } from './plan-segments';

describe('planSegments', () => {
  it.each<[number, number, number, number]>([
    [0, 10, 10, 1],
    [0, 14, 10, 1],
    [0, 16, 10, 2],
    [0, 40, 10, 4],
    [5, 125, 10, 12],
    [0, 3, 10, 1],
  ])('splits [%s, %s) into segments of about %s s: %s of them', (start, end, target, count) => {
    const segments = planSegments(start, end, target);
    expect(segments).toHaveLength(count);
    expect(segments[0]!.startS).toBe(start);
    expect(segments.at(-1)!.endS).toBe(end);
    for (let i = 1; i < segments.length; i++) expect(segments[i]!.startS).toBe(segments[i - 1]!.endS);
  });

  it('returns nothing for an empty or reversed range', () => {
    expect(planSegments(5, 5)).toEqual([]);
    expect(planSegments(6, 5)).toEqual([]);
  });

  it('cuts halfway between frames, so no frame belongs to two segments', () => {
    const segments = planSegments(1.5, 8.5, 2, 25);
    for (const segment of segments) {
      for (const t of [segment.startS, segment.endS]) expect(Math.abs(t * 25 - Math.round(t * 25))).toBeCloseTo(0.5, 6);
    }
    // 7 s at 25 fps is 175 frames whichever way it is cut.
    const frames = segments.reduce((sum, s) => sum + Math.round((s.endS - s.startS) * 25), 0);
    expect(frames).toBe(175);
  });

  it('never starts before the video', () => {
    expect(planSegments(0, 10, 10, 30)[0]!.startS).toBe(0);
  });
});
