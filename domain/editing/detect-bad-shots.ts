import { getRuns, mergeIntervals, type Interval } from './intervals';
import type { PictureAnalysis, PictureSample } from './understanding';

/** Why a part of the input was removed from the edit. */
export type RemovalReason = 'silence' | 'out_of_focus' | 'covered' | 'black' | 'frozen' | 'shaky' | 'not_selected';

export interface FlaggedInterval extends Interval {
  reason: RemovalReason;
}

/** Thresholds of the picture rules (measured on sharp, blurred, covered and shaken generated clips at 320 px width). */
export const SHOT_THRESHOLDS = {
  /** Out of focus: blur above this and above `blurOverMedian` x the input's median blur (a soft film is not "blurred"). */
  blurAbsolute: 12,
  blurOverMedian: 1.8,
  /** Covered or blocked: almost no luma spread (a hand, a wall, a lens cap), or very dark. */
  coveredRange: 24,
  coveredLuma: 20,
  /** Shaky: jitter (translation minus its smoothed path) above this many pixels per sample, RMS over a second. */
  shakePixels: 4,
  /** A flagged run shorter than this is ignored (a single odd frame is not a bad shot). */
  minDurationS: 0.5,
} as const;

const median = (values: number[]) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

export type ShotThresholds = { [K in keyof typeof SHOT_THRESHOLDS]: number };

/** High-frequency camera motion per sample: distance between the pan and its moving average over `window` samples. */
export function getShakeSeries(samples: readonly PictureSample[], window: number): number[] {
  const jitter = samples.map((sample, i) => {
    const from = Math.max(0, i - Math.floor(window / 2));
    const part = samples.slice(from, Math.min(samples.length, from + window));
    const meanX = part.reduce((s, p) => s + p.panX, 0) / part.length;
    const meanY = part.reduce((s, p) => s + p.panY, 0) / part.length;
    return Math.hypot(sample.panX - meanX, sample.panY - meanY);
  });
  // RMS over the same window: shake is sustained jitter, not one jolt.
  return jitter.map((_, i) => {
    const from = Math.max(0, i - Math.floor(window / 2));
    const part = jitter.slice(from, Math.min(jitter.length, from + window));
    return Math.sqrt(part.reduce((s, v) => s + v * v, 0) / part.length);
  });
}

/** The bad shots of an input: out of focus, covered or blocked, black, frozen, shaky, each run at least `minDurationS`. */
export function detectBadShots(analysis: PictureAnalysis, thresholds: ShotThresholds = SHOT_THRESHOLDS): FlaggedInterval[] {
  const { samples, stepS } = analysis;
  const blurs = samples.map((s) => s.blur).filter((b): b is number => b !== null && Number.isFinite(b));
  const blurLimit = Math.max(thresholds.blurAbsolute, thresholds.blurOverMedian * median(blurs));
  const covered = (s: PictureSample) => s.lumaRange < thresholds.coveredRange || s.luma < thresholds.coveredLuma;
  const window = Math.max(3, Math.round(1 / stepS));
  const shake = getShakeSeries(samples, window);
  const shakeScale = analysis.width / 320;
  const flagged: FlaggedInterval[] = [
    ...getRuns(samples, stepS, (s) => !covered(s) && s.blur !== null && s.blur > blurLimit).map((i) => ({ ...i, reason: 'out_of_focus' as const })),
    ...getRuns(samples, stepS, covered).map((i) => ({ ...i, reason: 'covered' as const })),
    ...getRuns(samples.map((s, i) => ({ t: s.t, v: shake[i]! })), stepS, (s) => s.v > thresholds.shakePixels * shakeScale).map((i) => ({ ...i, reason: 'shaky' as const })),
    ...analysis.black.map((i) => ({ ...i, reason: 'black' as const })),
    ...analysis.frozen.map((i) => ({ ...i, reason: 'frozen' as const })),
  ];
  return flagged.filter((f) => f.endS - f.startS >= thresholds.minDurationS).map((f) => ({ ...f, endS: Math.min(f.endS, analysis.durationS) }));
}

/** The flagged parts of one reason, merged. */
export function getFlaggedCover(flags: readonly FlaggedInterval[]): Interval[] {
  return mergeIntervals(flags);
}
