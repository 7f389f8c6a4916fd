import { describe, expect, it } from 'vitest';
import { detectBadShots, SHOT_THRESHOLDS } from './detect-bad-shots';
import { getClipOutputFrames, getRenderClips, getOutputLength, mapToOutput } from './get-render-clips';
import { getChosenRange, getSilence, getWidestPause, planEdit, selectToLength, type PlanEditOptions } from './plan-edit';
import { scoreClip } from './score-clip';
import type { PictureAnalysis, PictureSample, SpeechAnalysis } from './understanding';

const STEP = 0.1;
function pictures(durationS: number, at: (t: number) => Partial<PictureSample> = () => ({})): PictureAnalysis {
  const samples: PictureSample[] = [];
  for (let i = 0; i < Math.round(durationS / STEP); i++) {
    const t = Math.round(i * STEP * 1000) / 1000;
    samples.push({ t, blur: 5, luma: 120, lumaRange: 150, motion: 4, panX: 0, panY: 0, ...at(t) });
  }
  return { durationS, stepS: STEP, width: 320, samples, sceneCuts: [], black: [], frozen: [] };
}
function speech(durationS: number, voice: [number, number][]): SpeechAnalysis {
  return {
    durationS,
    voice: voice.map(([startS, endS]) => ({ startS, endS })),
    words: voice.map(([startS, endS], i) => ({ text: `word${i}`, startS, endS, confidence: 1 })),
    language: 'en',
    engine: 'test',
    levelsDb: Array.from({ length: Math.ceil(durationS / 0.5) }, (_, i) => (voice.some(([s, e]) => i * 0.5 < e && i * 0.5 + 0.5 > s) ? -20 : -70)),
    levelStepS: 0.5,
  };
}
const options = (extra: Partial<PlanEditOptions> = {}): PlanEditOptions => ({ selection: 'ai', outputLengthS: null, order: 'time', removeSilence: true, removeBadShots: true, seed: 'job', ...extra });

describe('bad shots', () => {
  it('flags blurred, covered and shaky parts, not the sharp ones', () => {
    const analysis = pictures(12, (t) => {
      if (t >= 3 && t < 6) return { blur: 18 };
      if (t >= 6 && t < 9) return { luma: 16, lumaRange: 2, blur: null };
      if (t >= 9) return { panX: Math.round(t * 10) % 2 ? 12 : -12 };
      return {};
    });
    const flags = detectBadShots(analysis);
    const find = (reason: string) => flags.filter((f) => f.reason === reason).map((f) => [Math.round(f.startS * 10) / 10, Math.round(f.endS * 10) / 10]);
    expect(find('out_of_focus')).toEqual([[3, 6]]);
    expect(find('covered')).toEqual([[6, 9]]);
    expect(find('shaky').length).toBe(1);
    expect(find('shaky')[0]![0]).toBeGreaterThanOrEqual(8.4);
  });

  it('does not call a uniformly soft film out of focus, and ignores a single odd frame', () => {
    expect(detectBadShots(pictures(5, () => ({ blur: 14 })))).toEqual([]);
    expect(detectBadShots(pictures(5, (t) => (t === 2 ? { lumaRange: 1 } : {})))).toEqual([]);
  });

  it('a threshold change decides (the rule is really applied)', () => {
    const analysis = pictures(4, (t) => (t >= 1 && t < 2.5 ? { blur: 13 } : {}));
    expect(detectBadShots(analysis).length).toBe(1);
    expect(detectBadShots(analysis, { ...SHOT_THRESHOLDS, blurAbsolute: 14 }).length).toBe(0);
  });
});

describe('silence', () => {
  it('keeps every word with its margin and removes the long pauses', () => {
    const s = speech(20, [[1, 2], [2.3, 3], [8, 9], [15, 16]]);
    const silence = getSilence(s, 20);
    for (const word of s.words) expect(silence.some((gap) => gap.startS < word.endS && gap.endS > word.startS)).toBe(false);
    const gaps = silence.map((g) => [Math.round(g.startS * 100) / 100, Math.round(g.endS * 100) / 100]);
    expect(gaps).toEqual([[0, 0.75], [3.25, 7.75], [9.25, 14.75], [16.25, 20]]);
  });
});

describe('plan an edit', () => {
  it('removes silence and bad shots with their reasons, and keeps the spoken parts', () => {
    const plan = planEdit({ durationS: 20, fps: 25, inputStartsS: [0], speech: speech(20, [[1, 3], [6, 8], [12, 14]]), pictures: pictures(20, (t) => (t >= 11 && t < 15 ? { blur: 20 } : {})), options: options() });
    const kept = plan.decisions.filter((d) => d.kept);
    expect(kept.map((d) => [d.startS, d.endS])).toEqual([[0.76, 3.24], [5.76, 8.24]]);
    const reasons = new Set(plan.decisions.filter((d) => !d.kept).map((d) => d.reason));
    expect(reasons).toEqual(new Set(['silence', 'out_of_focus']));
    // The decisions cover the whole timeline without overlap.
    let cursor = 0;
    for (const d of plan.decisions) {
      expect(d.startS).toBeCloseTo(cursor, 6);
      cursor = d.endS;
    }
    expect(cursor).toBeCloseTo(20, 6);
  });

  it('keeps silent footage when nobody speaks (no voice), and removes only bad shots then', () => {
    const plan = planEdit({ durationS: 10, fps: 25, inputStartsS: [0], speech: speech(10, []), pictures: pictures(10), options: options() });
    expect(plan.outputS).toBe(10);
  });

  it('removes pauses only in the inputs where somebody speaks (a silent b-roll input keeps its pictures)', () => {
    const plan = planEdit({ durationS: 20, fps: 25, inputStartsS: [0, 10], speech: speech(20, [[1, 3], [7, 9]]), pictures: pictures(20), options: options() });
    const kept = plan.decisions.filter((d) => d.kept);
    expect(kept.filter((d) => d.startS >= 10).reduce((s, d) => s + d.endS - d.startS, 0)).toBeCloseTo(10, 6);
    expect(plan.decisions.some((d) => !d.kept && d.reason === 'silence' && d.endS <= 10)).toBe(true);
  });

  it('does not remove bad shots when the plan does not include it', () => {
    const plan = planEdit({ durationS: 10, fps: 25, inputStartsS: [0], speech: null, pictures: pictures(10, (t) => (t > 4 ? { blur: 30 } : {})), options: options({ removeBadShots: false }) });
    expect(plan.outputS).toBe(10);
  });

  it.each([7, 10, 23, 31.5, 40])('meets a target length of %d s within a frame, order kept', (target) => {
    const plan = planEdit({ durationS: 60, fps: 30, inputStartsS: [0, 25], speech: null, pictures: { ...pictures(60, (t) => ({ motion: (t * 7) % 19 })), sceneCuts: [5.5, 13.1, 33.3, 47] }, options: options({ outputLengthS: target }) });
    const clips = getRenderClips(plan.decisions, []);
    expect(Math.abs(getOutputLength(clips) - target)).toBeLessThan(1 / 30 + 1e-9);
    expect(plan.outputS).toBeCloseTo(getOutputLength(clips), 6);
    expect(clips.map((c) => c.startS)).toEqual([...clips.map((c) => c.startS)].sort((a, b) => a - b));
    for (const c of clips) expect(Math.abs(c.startS * 30 - Math.round(c.startS * 30))).toBeLessThan(1e-6);
  });

  it('says when the input is too short for the target', () => {
    const plan = planEdit({ durationS: 12, fps: 25, inputStartsS: [0], speech: null, pictures: pictures(12), options: options({ outputLengthS: 30 }) });
    expect(plan.short).toBe(true);
    expect(plan.outputS).toBe(12);
  });

  it('takes the best clips first; in score order when asked', () => {
    const p = { ...pictures(30, (t) => ({ motion: t >= 20 ? 20 : t >= 10 ? 10 : 1 })), sceneCuts: [10, 20] };
    const byTime = planEdit({ durationS: 30, fps: 25, inputStartsS: [0], speech: null, pictures: p, options: options({ outputLengthS: 10 }) });
    expect(getRenderClips(byTime.decisions, []).map((c) => c.startS)).toEqual([20, 25]);
    const byScore = planEdit({ durationS: 30, fps: 25, inputStartsS: [0], speech: null, pictures: p, options: options({ outputLengthS: 20, order: 'score' }) });
    const clips = getRenderClips(byScore.decisions, [], 'score');
    expect(clips[0]!.startS).toBe(20);
    expect(clips.at(-1)!.startS).toBeLessThan(20);
  });

  it('all-clip selection keeps a part of every clip; random is repeatable per seed', () => {
    const p = { ...pictures(30), sceneCuts: [10, 20] };
    const all = planEdit({ durationS: 30, fps: 25, inputStartsS: [0], speech: null, pictures: p, options: options({ selection: 'all', outputLengthS: 15 }) });
    const clips = getRenderClips(all.decisions, []);
    expect(new Set(clips.map((c) => Math.floor(c.startS / 10)))).toEqual(new Set([0, 1, 2]));
    expect(getOutputLength(clips)).toBeCloseTo(15, 6);
    const random = (seed: string) => getRenderClips(planEdit({ durationS: 30, fps: 25, inputStartsS: [0], speech: null, pictures: p, options: options({ selection: 'random', outputLengthS: 12, seed }) }).decisions, []).map((c) => c.startS);
    expect(random('a')).toEqual(random('a'));
  });

  it('splits clips at input boundaries and describes them by their words', () => {
    const plan = planEdit({ durationS: 20, fps: 25, inputStartsS: [0, 10], speech: speech(20, [[8, 12]]), pictures: pictures(20), options: options({ removeSilence: false }) });
    const kept = plan.decisions.filter((d) => d.kept);
    expect(kept.some((d) => d.startS === 10 && d.inputIndex === 1)).toBe(true);
    expect(kept.every((d) => d.startS >= 10 || d.endS <= 10)).toBe(true);
    expect(kept.find((d) => d.startS <= 8 && d.endS > 8)!.description).toBe('');
  });
});

describe('toggles', () => {
  it('a toggled removed part comes back in time order; a toggled kept part goes', () => {
    const plan = planEdit({ durationS: 20, fps: 25, inputStartsS: [0], speech: speech(20, [[1, 3], [12, 14]]), pictures: pictures(20), options: options() });
    const removed = plan.decisions.find((d) => !d.kept && d.startS > 5)!;
    const kept = plan.decisions.find((d) => d.kept)!;
    const clips = getRenderClips(plan.decisions, [removed.id, kept.id]);
    expect(clips.some((c) => c.decisionId === removed.id)).toBe(true);
    expect(clips.some((c) => c.decisionId === kept.id)).toBe(false);
    expect(clips.map((c) => c.startS)).toEqual([...clips.map((c) => c.startS)].sort((a, b) => a - b));
    expect(clips[1]!.outputStartS).toBeCloseTo(clips[0]!.endS - clips[0]!.startS, 6);
  });
});

describe('scores', () => {
  it('sports favours action and crowd noise; AI favours speech', () => {
    const talk = { speechShare: 1, motion: 2, energyDb: -30, faceShare: null };
    const action = { speechShare: 0, motion: 20, energyDb: -10, faceShare: null };
    expect(scoreClip(talk, 'ai')).toBeGreaterThan(scoreClip(action, 'ai'));
    expect(scoreClip(action, 'sports')).toBeGreaterThan(scoreClip(talk, 'sports'));
    expect(scoreClip({ ...talk, faceShare: 1 }, 'ai')).toBeGreaterThan(scoreClip({ ...talk, faceShare: 0 }, 'ai'));
  });

  it('selectToLength trims the last clip rather than overshooting', () => {
    const clips = [0, 10, 20].map((s, i) => ({ startS: s, endS: s + 10, inputIndex: 0, score: 1 - i / 10 }));
    const chosen = selectToLength(clips, { selection: 'ai', outputLengthS: 15, order: 'time', seed: '' }, 25);
    expect(chosen.map((c) => [c.startS, c.endS])).toEqual([[0, 10], [10, 15]]);
  });
});

describe('time-lapse', () => {
  const rule = (factor: number, parts: 'quiet' | 'all') => ({ factor, parts, sound: 'drop' as const, fps: 25 });

  it('quiet clips play faster, spoken ones at normal speed; the planned length is the sped-up one', () => {
    const s = speech(30, [[2, 6]]);
    const plan = planEdit({ durationS: 30, fps: 25, inputStartsS: [0], speech: s, pictures: pictures(30), options: options({ removeSilence: false, speed: rule(4, 'quiet') }) });
    const clips = getRenderClips(plan.decisions, [], 'time', rule(4, 'quiet'));
    const spoken = clips.filter((c) => c.startS < 6 && c.endS > 2);
    expect(spoken.length).toBeGreaterThan(0);
    expect(spoken.every((c) => c.speed === 1)).toBe(true);
    expect(clips.filter((c) => c.endS <= 1.9 || c.startS >= 6.1).every((c) => c.speed === 4)).toBe(true);
    const spokenS = spoken.reduce((sum, c) => sum + c.endS - c.startS, 0);
    expect(getOutputLength(clips)).toBeCloseTo(spokenS + (30 - spokenS) / 4, 1);
    expect(plan.outputS).toBeCloseTo(getOutputLength(clips), 6);
    // Output starts follow the sped-up lengths, and a source time maps into its clip's faster time.
    for (let i = 1; i < clips.length; i++) expect(clips[i]!.outputStartS).toBeCloseTo(clips[i - 1]!.outputStartS + clips[i - 1]!.outputS!, 6);
    const quiet = clips.find((c) => c.speed === 4)!;
    expect(mapToOutput(clips, quiet.startS + 2)).toBeCloseTo(quiet.outputStartS + 0.5, 6);
  });

  it('meets the target length counting the speed (the whole edit at 2x covers twice the footage)', () => {
    const plan = planEdit({ durationS: 60, fps: 25, inputStartsS: [0], speech: null, pictures: { ...pictures(60, (t) => ({ motion: (t * 7) % 19 })), sceneCuts: [12, 30, 41] }, options: options({ outputLengthS: 10, speed: rule(2, 'all') }) });
    const clips = getRenderClips(plan.decisions, [], 'time', rule(2, 'all'));
    expect(Math.abs(getOutputLength(clips) - 10)).toBeLessThan(1 / 25 + 1e-9);
    expect(clips.reduce((sum, c) => sum + c.endS - c.startS, 0)).toBeCloseTo(20, 1);
    for (const c of clips) expect(getClipOutputFrames(c, 25)).toBe(Math.round((c.outputS ?? 0) * 25));
  });
});

describe('target length: whole sentences and shots', () => {
  /** A talk: voice over each sentence [start, end], words of 0.3 s every 0.35 s in it (a frame always fits between two words). */
  function talk(durationS: number, sentences: [number, number][]): SpeechAnalysis {
    const words = sentences.flatMap(([startS, endS], s) => {
      const count = Math.floor((endS - startS + 0.05) / 0.35);
      return Array.from({ length: count }, (_, k) => ({ text: `s${s + 1}w${k + 1}`, startS: startS + k * 0.35, endS: startS + k * 0.35 + 0.3, confidence: 1 }));
    });
    return { ...speech(durationS, sentences), words };
  }
  const insideWord = (t: number, s: SpeechAnalysis) => s.words.some((w) => w.startS < t - 1e-6 && w.endS > t + 1e-6);
  const keptOf = (plan: ReturnType<typeof planEdit>) => plan.decisions.filter((d) => d.kept);
  /** The share of a sentence's words (first word's start to last word's end) that is in the edit. */
  const sentenceShare = (plan: ReturnType<typeof planEdit>, [from, to]: [number, number]) => {
    const words = talk(20, SENTENCES).words.filter((w) => w.startS >= from && w.endS <= to + 1e-6);
    const [start, end] = [words[0]!.startS, words.at(-1)!.endS];
    return keptOf(plan).reduce((sum, d) => sum + Math.max(0, Math.min(d.endS, end) - Math.max(d.startS, start)), 0) / (end - start);
  };
  // Four sentences, ranked 1 and 3, then 2, then 4; the second is longer than the gap the first and third leave.
  const SENTENCES: [number, number][] = [[1, 4.1], [5.5, 9.7], [11, 14.1], [15.5, 18.3]];
  const lively = (t: number) => ({ motion: t < 5 || (t >= 10.5 && t < 15) ? 18 : t < 10 ? 8 : 2 });

  it('takes whole sentences, never a part of one (reported: sentence 2 cut mid-word, sentence 4 dropped)', () => {
    const s = talk(20, SENTENCES);
    const plan = planEdit({ durationS: 20, fps: 25, inputStartsS: [0], speech: s, pictures: pictures(20, lively), options: options({ outputLengthS: 10.5 }) });
    expect(SENTENCES.map((sentence) => Math.round(sentenceShare(plan, sentence) * 100) / 100)).toEqual([1, 0, 1, 1]);
    for (const d of keptOf(plan)) expect([d.startS, d.endS].filter((t) => insideWord(t, s))).toEqual([]);
    expect(plan.outputS).toBeLessThanOrEqual(10.52);
    expect(plan.short).toBe(false);
  });

  it.each([2, 2.5])('a target of %d s, shorter than every sentence\'s words: the best sentence up to a word\'s edge, its sound faded', (target) => {
    const s = talk(20, SENTENCES);
    const plan = planEdit({ durationS: 20, fps: 25, inputStartsS: [0], speech: s, pictures: pictures(20, lively), options: options({ outputLengthS: target }) });
    const [kept, ...others] = keptOf(plan);
    expect(others).toEqual([]);
    expect(insideWord(kept!.endS, s)).toBe(false);
    expect(kept!.endS - kept!.startS).toBeLessThanOrEqual(target + 1e-9);
    expect(kept!.endS - kept!.startS).toBeGreaterThan(target - 0.4);
    expect(kept!.fadeOutS).toBeGreaterThan(0);
  });

  it('a sentence longer than the room with its pauses, but not without them, goes in whole with less of its quiet', () => {
    // The best sentence is 2.75 s of words and 3.6 s with its pauses: a 3 s target takes all its words.
    const s = talk(20, SENTENCES);
    const plan = planEdit({ durationS: 20, fps: 25, inputStartsS: [0], speech: s, pictures: pictures(20, lively), options: options({ outputLengthS: 3 }) });
    expect(SENTENCES.map((sentence) => Math.round(sentenceShare(plan, sentence) * 100) / 100)).toEqual([1, 0, 0, 0]);
    expect(plan.outputS).toBeCloseTo(3, 6);
  });

  it('fills the gap whole sentences leave with a shortened shot without speech, faded', () => {
    // A talk input, then a silent b-roll input: sentences whole, the b-roll cut to the frame the target needs.
    const s = talk(30, SENTENCES);
    const plan = planEdit({ durationS: 30, fps: 25, inputStartsS: [0, 20], speech: s, pictures: pictures(30, lively), options: options({ outputLengthS: 17 }) });
    expect(plan.outputS).toBeCloseTo(17, 6);
    for (const sentence of SENTENCES) expect([0, 1]).toContain(Math.round(sentenceShare(plan, sentence) * 100) / 100);
    const broll = keptOf(plan).filter((d) => d.startS >= 20);
    expect(broll.length).toBeGreaterThan(0);
    expect(broll.filter((d) => d.fadeOutS).length).toBe(1);
  });

  it.each([2, 2.04, 3.5, 10, 59])('accepts any target from 2 s: %d s on silent footage is met within a frame', (target) => {
    const plan = planEdit({ durationS: 60, fps: 25, inputStartsS: [0, 25], speech: null, pictures: { ...pictures(60, (t) => ({ motion: (t * 7) % 19 })), sceneCuts: [5.5, 13.1, 33.3, 47] }, options: options({ outputLengthS: target }) });
    expect(Math.abs(plan.outputS - target)).toBeLessThan(1 / 25 + 1e-9);
  });

  it('all-clip selection shortens every clip at a word\'s edge', () => {
    const s = talk(20, SENTENCES);
    const plan = planEdit({ durationS: 20, fps: 25, inputStartsS: [0], speech: s, pictures: pictures(20), options: options({ selection: 'all', outputLengthS: 8 }) });
    expect(keptOf(plan).length).toBe(4);
    for (const d of keptOf(plan)) expect(insideWord(d.endS, s)).toBe(false);
    expect(plan.outputS).toBeLessThanOrEqual(8);
    expect(plan.outputS).toBeGreaterThan(6.5);
  });

  it('a long sentence run is split at its widest pause, not inside a word', () => {
    // 14 s of speech without silence removal: split near 7 s, at the 0.6 s pause at 6.2 rather than a 0.05 s one.
    expect(getWidestPause(7, [{ startS: 0, endS: 6.2 }, { startS: 6.8, endS: 7.1 }, { startS: 7.15, endS: 14 }], 0.5, 13.5)).toBeCloseTo(6.5, 6);
    expect(getWidestPause(7, [{ startS: 5, endS: 7.6 }], 0.5, 13.5)).toBe(7.6);
    expect(getWidestPause(7, [], 0.5, 13.5)).toBe(7);
  });
});

describe('the chosen range', () => {
  it('decides only inside the range (reported: 0-16 s chosen, 19.8-23.7 s in the edit)', () => {
    const plan = planEdit({ durationS: 30, fps: 25, inputStartsS: [0], speech: null, pictures: { ...pictures(30, (t) => ({ motion: t > 19 ? 20 : 2 })), sceneCuts: [8, 19.8, 23.7] }, range: { startS: 0, endS: 16 }, options: options() });
    expect(plan.decisions[0]!.startS).toBe(0);
    expect(plan.decisions.at(-1)!.endS).toBe(16);
    expect(plan.decisions.every((d) => d.endS <= 16)).toBe(true);
    expect(plan.outputS).toBeCloseTo(16, 6);
  });

  it('two inputs: decides only inside a range across them, both inputs in it', () => {
    const plan = planEdit({ durationS: 24, fps: 25, inputStartsS: [0, 12], speech: null, pictures: { ...pictures(24, (t) => ({ motion: t > 19 ? 20 : 2 })), sceneCuts: [3, 6, 9, 19.8, 23.7] }, range: { startS: 0, endS: 16 }, options: options() });
    expect(plan.decisions.every((d) => d.endS <= 16)).toBe(true);
    expect(new Set(plan.decisions.filter((d) => d.kept).map((d) => d.inputIndex))).toEqual(new Set([0, 1]));
    expect(plan.outputS).toBeCloseTo(16, 6);
  });

  it('a range edge inside a word leaves that word out', () => {
    const words = [{ startS: 4.9, endS: 5.3 }, { startS: 9.8, endS: 10.4 }];
    expect(getChosenRange({ startS: 5, endS: 10 }, 20, words)).toEqual({ startS: 5.3, endS: 9.8 });
    expect(getChosenRange(undefined, 20, words)).toEqual({ startS: 0, endS: 20 });
    expect(getChosenRange({ startS: 2, endS: 40 }, 20, [])).toEqual({ startS: 2, endS: 20 });
  });
});
