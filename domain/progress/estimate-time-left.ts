/** What the time left of a stage is estimated from (all in seconds, shares 0-1). */
export interface TimeLeftInput {
  /** Share of the stage's work done (passes weighed). */
  share: number;
  /** Seconds the stage has worked, pauses left out. */
  activeS: number;
  /**
   * Seconds of the stage before any progress showed (a worker picking the unit up, ffmpeg and the encoder starting):
   * time that says nothing about the pace; null while no progress showed yet.
   */
  lagS: number | null;
  /** What the stage should take in all, from the speeds measured before (a prior); null when none is known. */
  expectedS: number | null;
  /**
   * An earlier point of the stage (its working seconds and share) to measure the live pace from: the recent pace, so
   * a slow start (an encoder filling its look-ahead, other work finishing) does not weigh on the rest. Default: the
   * moment progress first showed.
   */
  since?: { activeS: number; share: number } | null;
}

/** The live pace is measured over at least this many seconds. */
export const MIN_PACE_WINDOW_S = 2;

/** Before this share of the work and this many seconds of progress, the stage's own pace is noise. */
export const MIN_CREDIBLE_SHARE = 0.1;
export const MIN_CREDIBLE_MOVING_S = 3;
/** How much evidence a prior is worth, in shares of the stage: at 15% done the live pace and the prior weigh the same. */
export const PRIOR_STRENGTH = 0.15;

/**
 * A stage's time left, before smoothing; null until credible. The live pace: seconds per share of work since `since`
 * (by default since progress first showed). The prior: the expected time less what has passed (before any progress), then its share
 * of the work left. Both known: blended by evidence, the live pace weighing more as the work advances.
 */
export function estimateTimeLeft({ share, activeS, lagS, expectedS, since }: TimeLeftInput): number | null {
  const done = Math.min(1, Math.max(0, share));
  if (done >= 1) return 0;
  const movingS = lagS === null ? 0 : Math.max(0, activeS - lagS);
  const from = since ?? { activeS: lagS ?? activeS, share: 0 };
  const windowS = activeS - from.activeS;
  const gained = done - from.share;
  const credible = done >= MIN_CREDIBLE_SHARE && movingS >= MIN_CREDIBLE_MOVING_S && windowS >= MIN_PACE_WINDOW_S && gained > 0;
  const live = credible ? (windowS * (1 - done)) / gained : null;
  let prior: number | null = null;
  if (expectedS !== null && expectedS > 0) {
    // Before progress shows, the prior counts down with the clock; once it shows, the lag is behind and the work
    // part of the expected time is shared out by progress.
    prior = lagS === null || done === 0 ? Math.max(1, expectedS - activeS) : Math.max(0, expectedS - lagS) * (1 - done);
  }
  if (live !== null && prior !== null) {
    const liveWeight = done / (done + PRIOR_STRENGTH);
    return Math.round(liveWeight * live + (1 - liveWeight) * prior);
  }
  const left = live ?? prior;
  return left === null ? null : Math.round(left);
}
