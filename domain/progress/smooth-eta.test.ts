import { describe, expect, it } from 'vitest';
import { smoothEta, type ShownEta } from './smooth-eta';

/** Feeds raw estimates one second apart and returns the shown ETAs. */
const shownSeries = (raws: (number | null)[]) => {
  let shown: ShownEta | null = null;
  return raws.map((raw, i) => {
    shown = smoothEta(shown, raw, i * 1000);
    return shown === null ? null : Math.round(shown.etaS * 10) / 10;
  });
};

describe('smoothEta', () => {
  it.each([
    ['nothing until a first estimate', [null, null, 60], [null, null, 60]],
    ['a first estimate is shown as it is', [45], [45]],
    ['estimates within the noise of the countdown just count down', [60, 61, 56, 59, 55], [60, 59, 58, 57, 56]],
    ['with no new estimate it counts down, never below 1 s', [3, null, null, null, null], [3, 2, 1, 1, 1]],
  ])('%s', (_, raws, shown) => {
    expect(shownSeries(raws)).toEqual(shown);
  });

  it.each([
    ['down', [100, 50, 49, 48, 47, 46, 45, 44, 43, 42, 41, 40]],
    ['up', [40, 100, 99, 98, 97, 96, 95, 94, 93, 92, 91, 90]],
  ])('moves toward a lasting change (%s) gradually, without a jump and without turning back', (_, raws) => {
    const shown = shownSeries(raws) as number[];
    const truth = raws.at(-1)!;
    // Each second closes less than half of the gap to the estimates, and always in the same direction.
    for (let i = 1; i < shown.length; i++) {
      const gapBefore = Math.abs(raws[i]! - (shown[i - 1]! - 1));
      expect(Math.abs(shown[i]! - (shown[i - 1]! - 1))).toBeLessThan(gapBefore / 2 + 0.01);
    }
    expect(Math.abs(shown.at(-1)! - truth)).toBeLessThan(Math.abs(raws[0]! - truth) / 4);
  });

  it('never goes back up while noisy estimates swing around the truth', () => {
    // The "5:02 -> 43 s -> 4:55" kind of swing: raw estimates alternating around a 300 s truth.
    const raws = Array.from({ length: 30 }, (_, i) => 300 - i + (i % 2 === 0 ? 25 : -25));
    const shown = shownSeries(raws) as number[];
    const rises = shown.slice(1).filter((value, i) => value > shown[i]! + 0.5);
    expect(rises.length).toBeLessThanOrEqual(3);
    expect(Math.abs(shown.at(-1)! - 271)).toBeLessThan(30);
  });
});
