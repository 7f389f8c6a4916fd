/** A scene cut: where it is, its frame-difference score and the limit it passed (both in scdet's 0-100 units). */
export interface SceneCut {
  t: number;
  score: number;
  limit: number;
}

/**
 * The cut rule's settings. The limit comes from the clip itself: a score is a cut when it stands far above the
 * scores around it (a pan or a busy scene scores a few points every sample, a held photo almost nothing).
 */
export const CUT_THRESHOLDS = {
  /** A cut scores this many times the typical score around it (the 75th percentile within `windowS`). */
  overLocal: 4,
  /** Seconds each side whose scores set the local level. */
  windowS: 2,
  /**
   * Below this nothing is a cut, however still the surroundings: an encoder refining a held picture after a cut
   * measured 0.4-0.6; a photo cut to the same photo blurred measured 2.5, to its stereo twin 9.5 (the old constant
   * limit of 10 missed both).
   */
  minScore: 1.5,
} as const;

export type CutThresholds = { [K in keyof typeof CUT_THRESHOLDS]: number };

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
};

/**
 * The scene cuts of one input from the frame difference score of each sample (scdet's `lavfi.scd.score`): a sample
 * whose score is a local peak and above `overLocal` x the level of the scores around it (its own neighbours left out).
 */
export function findSceneCuts(samples: readonly { t: number; score: number }[], stepS: number, thresholds: CutThresholds = CUT_THRESHOLDS): SceneCut[] {
  const reach = Math.max(2, Math.round(thresholds.windowS / stepS));
  const cuts: SceneCut[] = [];
  samples.forEach((sample, i) => {
    const before = samples[i - 1]?.score ?? 0;
    const after = samples[i + 1]?.score ?? 0;
    if (sample.score < before || sample.score <= after) return;
    const around = [...samples.slice(Math.max(0, i - reach), Math.max(0, i - 1)), ...samples.slice(i + 2, i + 2 + reach)].map((s) => s.score);
    const limit = Math.max(thresholds.minScore, thresholds.overLocal * percentile(around, 0.75));
    if (sample.score > limit) cuts.push({ t: sample.t, score: sample.score, limit: Math.round(limit * 1000) / 1000 });
  });
  return cuts;
}
