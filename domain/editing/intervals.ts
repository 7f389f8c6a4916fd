/** A span of time in seconds, start inclusive, end exclusive. */
export interface Interval {
  startS: number;
  endS: number;
}

const EPSILON = 1e-6;

export const getLength = (interval: Interval) => Math.max(0, interval.endS - interval.startS);
export const getTotalLength = (intervals: readonly Interval[]) => intervals.reduce((sum, i) => sum + getLength(i), 0);

/** Sorts and merges overlapping intervals, and those separated by a gap of at most `joinGapS`; drops empty ones. */
export function mergeIntervals(intervals: readonly Interval[], joinGapS = 0): Interval[] {
  const sorted = intervals.filter((i) => i.endS - i.startS > EPSILON).map((i) => ({ ...i })).sort((a, b) => a.startS - b.startS);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged[merged.length - 1];
    if (last && interval.startS - last.endS <= joinGapS + EPSILON) last.endS = Math.max(last.endS, interval.endS);
    else merged.push(interval);
  }
  return merged;
}

/** Widens every interval by `beforeS` and `afterS`, clamped to [0, totalS], and merges what then overlaps. */
export function padIntervals(intervals: readonly Interval[], beforeS: number, afterS: number, totalS: number): Interval[] {
  return mergeIntervals(intervals.map((i) => ({ startS: Math.max(0, i.startS - beforeS), endS: Math.min(totalS, i.endS + afterS) })));
}

/** The parts of [0, totalS] that no interval covers. */
export function invertIntervals(intervals: readonly Interval[], totalS: number): Interval[] {
  const gaps: Interval[] = [];
  let cursor = 0;
  for (const interval of mergeIntervals(intervals)) {
    if (interval.startS > cursor + EPSILON) gaps.push({ startS: cursor, endS: Math.min(interval.startS, totalS) });
    cursor = Math.max(cursor, interval.endS);
  }
  if (totalS > cursor + EPSILON) gaps.push({ startS: cursor, endS: totalS });
  return gaps;
}

/** The parts of `from` that are not covered by `remove`. */
export function subtractIntervals(from: readonly Interval[], remove: readonly Interval[]): Interval[] {
  const cuts = mergeIntervals(remove);
  const result: Interval[] = [];
  for (const interval of mergeIntervals(from)) {
    let start = interval.startS;
    for (const cut of cuts) {
      if (cut.endS <= start || cut.startS >= interval.endS) continue;
      if (cut.startS > start) result.push({ startS: start, endS: cut.startS });
      start = Math.max(start, cut.endS);
    }
    if (interval.endS - start > EPSILON) result.push({ startS: start, endS: interval.endS });
  }
  return result;
}

/** The parts covered by both lists. */
export function intersectIntervals(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const result: Interval[] = [];
  for (const x of mergeIntervals(a)) {
    for (const y of mergeIntervals(b)) {
      const startS = Math.max(x.startS, y.startS);
      const endS = Math.min(x.endS, y.endS);
      if (endS - startS > EPSILON) result.push({ startS, endS });
    }
  }
  return result;
}

/** Seconds of `interval` that `cover` covers. */
export function getOverlap(interval: Interval, cover: readonly Interval[]): number {
  return getTotalLength(intersectIntervals([interval], cover));
}

/**
 * Applies a minimum cut and a minimum clip, as editors expect (auto-editor's --min-cut / --min-clip): removed gaps
 * shorter than `minCutS` between kept parts are kept instead (no choppy micro-cuts), then kept parts shorter than
 * `minClipS` are dropped (no flashes).
 */
export function applyMinimums(kept: readonly Interval[], minCutS: number, minClipS: number): Interval[] {
  return mergeIntervals(kept, minCutS).filter((i) => getLength(i) >= minClipS - EPSILON);
}

/** Runs of consecutive samples for which `test` holds, as intervals; a sample at time t covers [t, t + stepS). */
export function getRuns<T extends { t: number }>(samples: readonly T[], stepS: number, test: (sample: T) => boolean): Interval[] {
  const runs: Interval[] = [];
  for (const sample of samples) {
    if (!test(sample)) continue;
    const last = runs[runs.length - 1];
    if (last && sample.t - last.endS <= stepS * 0.5 + EPSILON) last.endS = sample.t + stepS;
    else runs.push({ startS: sample.t, endS: sample.t + stepS });
  }
  return runs;
}
