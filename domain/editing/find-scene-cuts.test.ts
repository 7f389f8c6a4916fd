import { describe, expect, it } from 'vitest';
import { CUT_THRESHOLDS, findSceneCuts } from './find-scene-cuts';

const STEP = 0.1;
/** Scores at 10 samples a second from a function of the sample's index. */
const series = (count: number, at: (i: number) => number) => Array.from({ length: count }, (_, i) => ({ t: Math.round(i * STEP * 1000) / 1000, score: at(i) }));
const cutTimes = (scores: { t: number; score: number }[]) => findSceneCuts(scores, STEP).map((c) => c.t);

// Scores measured by scdet on real photos (Debian opencv-doc) at 10 samples a second, 320 px wide.
const HELD = 0.003; // a held photo, between x264 refinements
const SETTLE = [0.563, 0.266, 0.148, 0.044]; // an encoder settling on a new photo after a cut
const PAN = (i: number) => 1 + ((i * 7) % 5) * 0.5; // a pan across a photo: 1-3 every sample

describe('scene cuts from the clip\'s own frame differences', () => {
  it.each([
    ['photo to a different photo', 28.8, true],
    ['photo to its stereo twin (scdet\'s fixed limit of 10 missed it)', 9.487, true],
    ['photo to the same photo blurred', 2.495, true],
    ['encoder noise on a held photo', 0.6, false],
  ])('between held photos: %s (score %d): cut %s', (_, score, cut) => {
    const scores = series(60, (i) => (i === 30 ? score : i > 30 && i < 35 ? SETTLE[i - 31]! : HELD));
    expect(cutTimes(scores)).toEqual(cut ? [3] : []);
  });

  it.each([
    ['a cut into a pan', 24, true],
    ['a jolt inside a pan', 6, false],
  ])('in a moving shot: %s (score %d): cut %s', (_, score, cut) => {
    const scores = series(60, (i) => (i === 30 ? score : PAN(i)));
    expect(cutTimes(scores)).toEqual(cut ? [3] : []);
  });

  it('finds a cut from a held photo into a pan, and none inside the pan', () => {
    // The first pan sample after the cut scores high too (its difference from the cut frame); only the peak is a cut.
    const scores = series(60, (i) => (i < 30 ? HELD : i === 30 ? 40 : i === 31 ? 9 : PAN(i)));
    expect(cutTimes(scores)).toEqual([3]);
  });

  it('finds every cut of four held photos, each with its score and limit', () => {
    const cutsAt = new Map([[30, 19.7], [60, 2.5], [90, 9.5]]);
    const cuts = findSceneCuts(series(120, (i) => cutsAt.get(i) ?? HELD), STEP);
    expect(cuts).toEqual([
      { t: 3, score: 19.7, limit: CUT_THRESHOLDS.minScore },
      { t: 6, score: 2.5, limit: CUT_THRESHOLDS.minScore },
      { t: 9, score: 9.5, limit: CUT_THRESHOLDS.minScore },
    ]);
  });

  it('the limit follows the surroundings: a busy shot needs a larger jump', () => {
    const busy = series(60, (i) => (i === 30 ? 12 : 4));
    expect(findSceneCuts(busy, STEP)).toEqual([]);
    expect(findSceneCuts(busy, STEP, { ...CUT_THRESHOLDS, overLocal: 2 })).toEqual([{ t: 3, score: 12, limit: 8 }]);
  });
});
