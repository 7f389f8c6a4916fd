/** An ETA as it was shown, and when. */
export interface ShownEta {
  etaS: number;
  atMs: number;
}

/** Within this much of the countdown a new estimate is noise: the shown ETA just counts down. */
export const ETA_DEAD_BAND = { seconds: 2, share: 0.12 } as const;
/**
 * Outside the dead band the shown ETA moves toward the estimate with these time constants (seconds): no jumps. Down
 * faster than up: early estimates err long (a slow start), and good news may come quickly; more time left is shown
 * gradually.
 */
export const ETA_TIME_CONSTANT_S = { down: 2, up: 4 } as const;

/**
 * The ETA to show now, from the one shown before and a new raw estimate. The shown value counts down with the clock;
 * a new estimate within the dead band of that countdown changes nothing (so it does not swing back and forth); one
 * outside it pulls the shown value toward it smoothly. With no new estimate the countdown goes on (never below 1 s
 * while work is left); with none ever, nothing is shown.
 */
export function smoothEta(previous: ShownEta | null, rawS: number | null, nowMs: number): ShownEta | null {
  if (previous === null) return rawS === null ? null : { etaS: rawS, atMs: nowMs };
  const elapsedS = Math.max(0, (nowMs - previous.atMs) / 1000);
  const countdown = Math.max(1, previous.etaS - elapsedS);
  if (rawS === null) return { etaS: countdown, atMs: nowMs };
  const gap = rawS - countdown;
  if (Math.abs(gap) <= Math.max(ETA_DEAD_BAND.seconds, ETA_DEAD_BAND.share * countdown)) return { etaS: countdown, atMs: nowMs };
  const pull = 1 - Math.exp(-elapsedS / (gap < 0 ? ETA_TIME_CONSTANT_S.down : ETA_TIME_CONSTANT_S.up));
  return { etaS: Math.max(0, countdown + gap * pull), atMs: nowMs };
}
