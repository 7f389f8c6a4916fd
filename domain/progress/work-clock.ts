/** When a stage's work started and how long it was paused, in the workflow's clock (milliseconds since the epoch). */
export interface WorkClock {
  started_ms: number;
  /** Paused time already over. */
  paused_ms: number;
  /** When the pause going on now began; null while running. */
  paused_since_ms: number | null;
}

/** Seconds the stage has been working at `nowMs`, pauses left out. */
export function getActiveSeconds(clock: WorkClock, nowMs: number): number {
  const pausedNow = clock.paused_since_ms === null ? 0 : Math.max(0, nowMs - clock.paused_since_ms);
  return Math.max(0, (nowMs - clock.started_ms - clock.paused_ms - pausedNow) / 1000);
}

/** The clock after a pause (no change if already paused). */
export function pauseWorkClock(clock: WorkClock, nowMs: number): WorkClock {
  return clock.paused_since_ms === null ? { ...clock, paused_since_ms: nowMs } : clock;
}

/** The clock after a resume: the pause's length is added to the paused time. */
export function resumeWorkClock(clock: WorkClock, nowMs: number): WorkClock {
  return clock.paused_since_ms === null ? clock : { ...clock, paused_ms: clock.paused_ms + Math.max(0, nowMs - clock.paused_since_ms), paused_since_ms: null };
}
