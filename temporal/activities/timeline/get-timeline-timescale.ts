import type { Rational } from '../../../domain/editing/timeline/rational';

/**
 * The MP4 track timescale of a timeline's video: a multiple of the rate's numerator near 90 kHz, so every frame lasts
 * a whole number of ticks (24000/1001 in 90 kHz ticks would not) and joined segments never drift.
 */
export function getTimelineTimescale(rate: Rational): number {
  return rate.num * Math.max(1, Math.round(90_000 / rate.num));
}
