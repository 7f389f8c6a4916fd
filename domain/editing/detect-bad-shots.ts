import { getRuns, mergeIntervals, type Interval } from './intervals';
import type { PictureAnalysis, PictureSample } from './understanding';

/** Why a part of the input was removed from the edit. */
export type RemovalReason = 'silence' | 'out_of_focus' | 'covered' | 'black' | 'frozen' | 'shaky' | 'not_selected';

/**
 * What a decision was measured by, shown beside it in the review: blur (blurdetect's measure, higher is softer),
 * shake (pixels of the analysis width), still (seconds held inside a moving shot), contrast and brightness (luma
 * levels), pause (seconds without speech), score (0..1). `limit` is what the rule compared it with.
 */
export interface DecisionMeasure {
  kind: 'blur' | 'shake' | 'still' | 'contrast' | 'brightness' | 'pause' | 'score';
  value: number;
  limit: number | null;
}

export interface FlaggedInterval extends Interval {
  reason: RemovalReason;
  measure?: DecisionMeasure;
}

/** Thresholds of the picture rules (measured on sharp, blurred, covered and shaken clips, and real photos, at 320 px width; blur at 640). */
export const SHOT_THRESHOLDS = {
  /**
   * Out of focus: blur above `blurOverMedian` x the input's own median blur, and above `blurAbsolute` (under it a
   * picture is sharp whatever the rest of the input is). Blur is measured at 640 px (the analysis job): sharp photos
   * measured 3.4-5.7 there; photos blurred by gblur sigma 4-8 at 640-1280 px 8.3-11.7 (1.9-2.7x the input's median).
   * A uniformly soft film is not "blurred"; a photo enlarged from a small original measured 8.5 beside sharp ones (5.7).
   */
  blurAbsolute: 6.5,
  blurOverMedian: 1.6,
  /** Covered or blocked: almost no luma spread (a hand, a wall, a lens cap), or very dark. */
  coveredRange: 24,
  coveredLuma: 20,
  /** Shaky: jitter (translation minus its smoothed path within the shot) above this many pixels per sample, RMS over a second. */
  shakePixels: 4,
  /**
   * Frozen: a still run is a fault only inside a moving shot, where the same shot moves right before or after it
   * (median frame difference at least this many luma levels; a pan measured 8-15, an encoder settling on a held
   * photo after a cut under 1.5 and falling). A still held from cut to cut is a shot, not a freeze.
   */
  movingMotion: 1,
  /** A flagged run shorter than this is ignored (a single odd frame is not a bad shot). */
  minDurationS: 0.5,
} as const;

/** The pixel level blackdetect counts as black (pix_th=0.1 of the 16-235 luma range). */
const BLACK_LUMA = 38;

const median = (values: number[]) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

export type ShotThresholds = { [K in keyof typeof SHOT_THRESHOLDS]: number };

/** The shots of an analysed timeline: the parts between input starts and scene cuts. */
export function getShots(analysis: Pick<PictureAnalysis, 'durationS' | 'sceneCuts'>, inputStartsS: readonly number[] = [0]): Interval[] {
  const edges = [...new Set([0, ...inputStartsS, ...analysis.sceneCuts, analysis.durationS])].filter((t) => t >= 0 && t <= analysis.durationS).sort((a, b) => a - b);
  return edges.slice(1).map((endS, i) => ({ startS: edges[i]!, endS })).filter((s) => s.endS - s.startS > 1e-6);
}

/**
 * High-frequency camera motion per sample: distance between the pan and its moving average over `window` samples,
 * RMS over the same window. Computed shot by shot: a cut's jump is no camera motion, and no average crosses a cut.
 */
export function getShakeSeries(samples: readonly PictureSample[], window: number, shots?: readonly Interval[]): number[] {
  const groups = shots ? shots.map((shot) => samples.flatMap((s, i) => (s.t >= shot.startS - 1e-6 && s.t < shot.endS - 1e-6 ? [i] : []))) : [samples.map((_, i) => i)];
  const series = samples.map(() => 0);
  for (const indices of groups) {
    // The first sample of a shot measures the jump across the cut: no pan.
    const pans = indices.map((index, k) => (k === 0 && shots ? { x: 0, y: 0 } : { x: samples[index]!.panX, y: samples[index]!.panY }));
    const part = <T,>(values: T[], i: number) => values.slice(Math.max(0, i - Math.floor(window / 2)), Math.min(values.length, Math.max(0, i - Math.floor(window / 2)) + window));
    const jitter = pans.map((pan, i) => {
      const near = part(pans, i);
      const meanX = near.reduce((s, p) => s + p.x, 0) / near.length;
      const meanY = near.reduce((s, p) => s + p.y, 0) / near.length;
      return Math.hypot(pan.x - meanX, pan.y - meanY);
    });
    // RMS over the same window: shake is sustained jitter, not one jolt.
    jitter.forEach((_, i) => {
      const near = part(jitter, i);
      series[indices[i]!] = Math.sqrt(near.reduce((s, v) => s + v * v, 0) / near.length);
    });
  }
  return series;
}

/** Stills inside moving shots: freezedetect's runs (touching ones joined), each judged by the shot around it. */
function getFreezes(analysis: PictureAnalysis, shots: readonly Interval[], thresholds: ShotThresholds): FlaggedInterval[] {
  const { samples, stepS } = analysis;
  const motionOf = (from: number, to: number) => median(samples.filter((s) => s.t >= from - 1e-6 && s.t < to - 1e-6).map((s) => s.motion));
  const moves = (from: number, to: number) => to - from >= thresholds.minDurationS - 1e-6 && motionOf(from, to) >= thresholds.movingMotion;
  const flags: FlaggedInterval[] = [];
  for (const freeze of mergeIntervals(analysis.frozen, stepS)) {
    for (const shot of shots) {
      const startS = Math.max(freeze.startS, shot.startS);
      const endS = Math.min(freeze.endS, shot.endS);
      if (endS - startS < thresholds.minDurationS) continue;
      // A still shot held from cut to cut stays; a picture that stops while its shot moves before or after is a freeze.
      if (moves(shot.startS, startS) || moves(endS, shot.endS)) flags.push({ startS, endS, reason: 'frozen', measure: { kind: 'still', value: round(endS - startS), limit: null } });
    }
  }
  return flags;
}

/**
 * The bad shots of a timeline (one input, or stitched inputs starting at `inputStartsS`): out of focus against each
 * input's own sharpness, covered or blocked, black, frozen inside a moving shot, shaky within a shot; each run at
 * least `minDurationS`, with the value that decided it.
 */
export function detectBadShots(analysis: PictureAnalysis, thresholds: ShotThresholds = SHOT_THRESHOLDS, inputStartsS: readonly number[] = [0]): FlaggedInterval[] {
  const { samples, stepS } = analysis;
  const shots = getShots(analysis, inputStartsS);
  const inputs = getShots({ durationS: analysis.durationS, sceneCuts: [] }, inputStartsS);
  const inside = (i: Interval) => samples.filter((s) => s.t >= i.startS - 1e-6 && s.t < i.endS - 1e-6);
  const sharpness = (s: PictureSample) => (s.blur !== null && Number.isFinite(s.blur) ? s.blur : null);
  // Each input against its own median: an input filmed softer than another is not out of focus.
  const blurLimits = inputs.map((input) => ({ ...input, limit: Math.max(thresholds.blurAbsolute, thresholds.blurOverMedian * median(inside(input).map(sharpness).filter((b): b is number => b !== null))) }));
  const blurLimitAt = (t: number) => (blurLimits.find((i) => t >= i.startS - 1e-6 && t < i.endS - 1e-6) ?? blurLimits[blurLimits.length - 1]!).limit;
  const covered = (s: PictureSample) => s.lumaRange < thresholds.coveredRange || s.luma < thresholds.coveredLuma;
  const window = Math.max(3, Math.round(1 / stepS));
  const shake = getShakeSeries(samples, window, shots);
  const shakeLimit = thresholds.shakePixels * (analysis.width / 320);
  const shakeSamples = samples.map((s, i) => ({ t: s.t, v: shake[i]! }));

  const outOfFocus = getRuns(samples, stepS, (s) => !covered(s) && sharpness(s) !== null && sharpness(s)! > blurLimitAt(s.t)).map((run): FlaggedInterval => ({
    ...run,
    reason: 'out_of_focus',
    measure: { kind: 'blur', value: round(median(inside(run).map((s) => s.blur ?? 0))), limit: round(blurLimitAt(run.startS)) },
  }));
  const coveredRuns = getRuns(samples, stepS, covered).map((run): FlaggedInterval => {
    const range = median(inside(run).map((s) => s.lumaRange));
    return {
      ...run,
      reason: 'covered',
      measure: range < thresholds.coveredRange ? { kind: 'contrast', value: round(range), limit: thresholds.coveredRange } : { kind: 'brightness', value: round(median(inside(run).map((s) => s.luma))), limit: thresholds.coveredLuma },
    };
  });
  const shaky = getRuns(shakeSamples, stepS, (s) => s.v > shakeLimit).map((run): FlaggedInterval => ({
    ...run,
    reason: 'shaky',
    measure: { kind: 'shake', value: round(Math.max(...shakeSamples.filter((s) => s.t >= run.startS - 1e-6 && s.t < run.endS - 1e-6).map((s) => s.v))), limit: round(shakeLimit) },
  }));
  const black = analysis.black.map((run): FlaggedInterval => ({ ...run, reason: 'black', measure: { kind: 'brightness', value: round(median(inside(run).map((s) => s.luma))), limit: BLACK_LUMA } }));
  const flagged = [...outOfFocus, ...coveredRuns, ...shaky, ...black, ...getFreezes(analysis, shots, thresholds)];
  return flagged.filter((f) => f.endS - f.startS >= thresholds.minDurationS - 1e-6).map((f) => ({ ...f, endS: Math.min(f.endS, analysis.durationS) }));
}

/** The flagged parts of one reason, merged. */
export function getFlaggedCover(flags: readonly FlaggedInterval[]): Interval[] {
  return mergeIntervals(flags);
}
