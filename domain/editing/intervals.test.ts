import { describe, expect, it } from 'vitest';
import { applyMinimums, getOverlap, getRuns, getTotalLength, intersectIntervals, invertIntervals, mergeIntervals, padIntervals, subtractIntervals } from './intervals';

const iv = (startS: number, endS: number) => ({ startS, endS });

describe('intervals', () => {
  it.each([
    [[iv(2, 3), iv(0, 1)], 0, [iv(0, 1), iv(2, 3)]],
    [[iv(0, 2), iv(1, 3)], 0, [iv(0, 3)]],
    [[iv(0, 1), iv(1, 2)], 0, [iv(0, 2)]],
    [[iv(0, 1), iv(1.3, 2)], 0.3, [iv(0, 2)]],
    [[iv(0, 1), iv(1.4, 2)], 0.3, [iv(0, 1), iv(1.4, 2)]],
    [[iv(1, 1)], 0, []],
  ])('merges %j with gap %d', (input, gap, expected) => {
    expect(mergeIntervals(input, gap)).toEqual(expected);
  });

  it('pads within the timeline and merges what then touches', () => {
    const padded = padIntervals([iv(0.1, 1), iv(1.3, 2), iv(9.9, 10)], 0.2, 0.2, 10);
    expect(padded.length).toBe(2);
    expect(padded[0]).toEqual(iv(0, 2.2));
    expect(padded[1]!.startS).toBeCloseTo(9.7, 9);
  });

  it('inverts, subtracts and intersects', () => {
    expect(invertIntervals([iv(1, 2), iv(4, 5)], 6)).toEqual([iv(0, 1), iv(2, 4), iv(5, 6)]);
    expect(invertIntervals([], 3)).toEqual([iv(0, 3)]);
    expect(invertIntervals([iv(0, 3)], 3)).toEqual([]);
    expect(subtractIntervals([iv(0, 10)], [iv(2, 3), iv(5, 12)])).toEqual([iv(0, 2), iv(3, 5)]);
    expect(intersectIntervals([iv(0, 5)], [iv(1, 2), iv(4, 8)])).toEqual([iv(1, 2), iv(4, 5)]);
    expect(getOverlap(iv(0, 4), [iv(1, 2), iv(3, 9)])).toBe(2);
    expect(getTotalLength([iv(0, 1), iv(2, 4)])).toBe(3);
  });

  it('fills cuts shorter than the minimum cut, then drops clips shorter than the minimum clip', () => {
    expect(applyMinimums([iv(0, 1), iv(1.2, 2), iv(5, 5.3)], 0.3, 0.5)).toEqual([iv(0, 2)]);
    expect(applyMinimums([iv(0, 1), iv(1.5, 2)], 0.3, 0.5)).toEqual([iv(0, 1), iv(1.5, 2)]);
  });

  it('finds runs of samples', () => {
    const samples = [0, 0.1, 0.2, 0.3, 0.4, 0.5].map((t, i) => ({ t, on: i !== 3 }));
    const runs = getRuns(samples, 0.1, (s) => s.on);
    expect(runs.map((r) => [r.startS, Number(r.endS.toFixed(3))])).toEqual([[0, 0.3], [0.4, 0.6]]);
  });
});
