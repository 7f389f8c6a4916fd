import { describe, expect, it } from 'vitest';
import { detectBadShots, getShots, SHOT_THRESHOLDS } from './detect-bad-shots';
import type { Interval } from './intervals';
import type { PictureAnalysis, PictureSample } from './understanding';

const STEP = 0.1;
/** A timeline sampled 10 times a second; `at` overrides a sample's measures (sharp, lit, still by default). */
function pictures(durationS: number, at: (t: number) => Partial<PictureSample> = () => ({}), extra: Partial<PictureAnalysis> = {}): PictureAnalysis {
  const samples: PictureSample[] = [];
  for (let i = 0; i < Math.round(durationS / STEP); i++) {
    const t = Math.round(i * STEP * 1000) / 1000;
    samples.push({ t, blur: 4.3, luma: 120, lumaRange: 150, motion: 0, panX: 0, panY: 0, ...at(t) });
  }
  return { durationS, stepS: STEP, width: 320, samples, sceneCuts: [], black: [], frozen: [], ...extra };
}
const flagsOf = (analysis: PictureAnalysis, inputStartsS?: number[]) =>
  detectBadShots(analysis, SHOT_THRESHOLDS, inputStartsS).map((f) => [f.reason, Math.round(f.startS * 10) / 10, Math.round(f.endS * 10) / 10]);
const span = (startS: number, endS: number): Interval => ({ startS, endS });

// Four held photos with a hard cut every 3 s (freezedetect calls each a freeze from 0.3 s after its cut), then a pan.
const HELD_PHOTOS = { sceneCuts: [3, 6, 9], frozen: [span(0.3, 3), span(3.2, 6), span(6.3, 9), span(9.3, 10), span(10, 12)] };
// A cut's jump measured by vid.stab as a pan of the first sample after it.
const cutJumps = (t: number) => ([3, 6, 9].includes(t) ? { panX: 60, panY: -40, motion: 50 } : {});

describe('shots', () => {
  it('are the parts between input starts and scene cuts', () => {
    expect(getShots({ durationS: 20, sceneCuts: [3, 6, 9] }, [0, 12])).toEqual([span(0, 3), span(3, 6), span(6, 9), span(9, 12), span(12, 20)]);
  });
});

describe('frozen: a still run inside a moving shot, not a held photo', () => {
  it.each<[string, PictureAnalysis, (string | number)[][]]>([
    ['four held photos with cuts: none frozen, none shaky', pictures(12, cutJumps, HELD_PHOTOS), []],
    ['a pan that stops for 2 s and moves on', pictures(10, (t) => (t >= 4 && t < 6 ? {} : { motion: 9 }), { frozen: [span(4, 6)] }), [['frozen', 4, 6]]],
    ['a pan that stops until the end of its shot', pictures(10, (t) => (t < 6 ? { motion: 9 } : {}), { frozen: [span(6, 10)] }), [['frozen', 6, 10]]],
    ['a photo held from a cut to the next, between pans', pictures(12, (t) => (t >= 4 && t < 8 ? {} : { motion: 9 }), { sceneCuts: [4, 8], frozen: [span(4.3, 8)] }), []],
    ['a photo that settles for 0.7 s after its cut', pictures(6, (t) => (t < 0.7 ? { motion: 0.8 - t } : {}), { frozen: [span(0.7, 6)] }), []],
  ])('%s', (_, analysis, expected) => {
    expect(flagsOf(analysis)).toEqual(expected);
  });

  it('an input start is a cut: a held photo input after a moving one stays', () => {
    const analysis = pictures(10, (t) => (t < 5 ? { motion: 9 } : {}), { frozen: [span(5, 10)] });
    expect(flagsOf(analysis, [0, 5])).toEqual([]);
    expect(flagsOf(analysis, [0])).toEqual([['frozen', 5, 10]]);
  });

  it('says how long the picture was still', () => {
    const [flag] = detectBadShots(pictures(10, (t) => (t >= 4 && t < 6 ? {} : { motion: 9 }), { frozen: [span(4, 6)] }));
    expect(flag!.measure).toEqual({ kind: 'still', value: 2, limit: null });
  });
});

describe('shaky: camera jitter within a shot', () => {
  it.each<[string, PictureAnalysis, (string | number)[][]]>([
    ['the jump across a cut is no shake', pictures(12, cutJumps, { sceneCuts: [3, 6, 9] }), []],
    ['the same jumps without cuts are', pictures(12, cutJumps), [['shaky', 2.5, 3.8], ['shaky', 5.5, 6.8], ['shaky', 8.5, 9.8]]],
  ])('%s', (_, analysis, expected) => {
    expect(flagsOf(analysis)).toEqual(expected);
  });

  it('flags a shaken shot with its jitter and limit', () => {
    const [flag] = detectBadShots(pictures(12, (t) => (t >= 9 ? { panX: Math.round(t * 10) % 2 ? 12 : -12 } : {}), { sceneCuts: [9] }));
    expect(flag!.reason).toBe('shaky');
    expect(flag!.startS).toBeGreaterThanOrEqual(9);
    expect(flag!.measure).toEqual({ kind: 'shake', value: expect.any(Number), limit: 4 });
    expect(flag!.measure!.value).toBeGreaterThan(4);
  });
});

describe('out of focus: against the input\'s own sharpness', () => {
  // Measured by blurdetect at 320 px: sharp photos 3.7-6.4; a photo blurred by gblur sigma 3 at that width 7.9.
  it.each<[string, number[], number | null]>([
    ['a blurred photo among sharp ones', [4.3, 7.9, 3.8, 3.7], 1],
    ['a softer photo among sharp ones', [4.3, 6.0, 3.8, 3.7], null],
    ['a uniformly soft film', [14, 14, 14, 14], null],
    ['a sharp but detailed photo among smooth ones', [3.8, 6.4, 3.8, 3.8], null],
    ['a badly blurred photo among soft ones', [8, 16, 8, 8], 1],
  ])('%s (%j): shot %s out of focus', (_, blurs, shot) => {
    const flags = detectBadShots(pictures(12, (t) => ({ blur: blurs[Math.floor(t / 3)]! }), { sceneCuts: [3, 6, 9] }));
    expect(flags.filter((f) => f.reason === 'out_of_focus').map((f) => [Math.round(f.startS * 10) / 10, Math.round(f.endS * 10) / 10])).toEqual(shot === null ? [] : [[shot * 3, shot * 3 + 3]]);
  });

  it('each input is judged against its own median, and the decision carries the blur and the limit', () => {
    // A soft second input (a pan measuring 6) does not hide the first input's blurred photo.
    const blurs = [4.3, 7.9, 3.8, 3.7];
    const analysis = pictures(20, (t) => ({ blur: t < 12 ? blurs[Math.floor(t / 3)]! : 6 }), { sceneCuts: [3, 6, 9] });
    const flags = detectBadShots(analysis, SHOT_THRESHOLDS, [0, 12]).filter((f) => f.reason === 'out_of_focus');
    expect(flags.map((f) => [f.startS, Math.round(f.endS * 10) / 10, f.measure])).toEqual([[3, 6, { kind: 'blur', value: 7.9, limit: 6.9 }]]);
  });

  it('a threshold change decides (the rule is really applied)', () => {
    const analysis = pictures(4, (t) => (t >= 1 && t < 2.5 ? { blur: 7.5 } : {}));
    expect(detectBadShots(analysis).length).toBe(1);
    expect(detectBadShots(analysis, { ...SHOT_THRESHOLDS, blurOverMedian: 1.8 }).length).toBe(0);
  });
});

describe('covered and black', () => {
  it('says what covered a shot: no contrast, or no light', () => {
    const analysis = pictures(9, (t) => (t >= 3 && t < 5 ? { lumaRange: 2, luma: 60, blur: null } : t >= 6 ? { luma: 12, lumaRange: 40 } : {}));
    expect(detectBadShots(analysis).map((f) => [f.reason, f.measure])).toEqual([
      ['covered', { kind: 'contrast', value: 2, limit: 24 }],
      ['covered', { kind: 'brightness', value: 12, limit: 20 }],
    ]);
  });
});
