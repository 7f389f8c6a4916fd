export interface TimeSegment {
  index: number;
  startS: number;
  endS: number;
}

/** Segment length for parallel, checkpointed renders: long enough to amortise ffmpeg start-up, short enough to lose little on a crash. */
export const SEGMENT_TARGET_S = 10;

/**
 * Splits [startS, endS) into consecutive segments of about `targetS` seconds. A remainder shorter than half a segment
 * joins the previous one, so no segment is a sliver. Times are rounded to milliseconds.
 */
export function planSegments(startS: number, endS: number, targetS = SEGMENT_TARGET_S): TimeSegment[] {
  const length = endS - startS;
  if (!(length > 0)) return [];
  const count = Math.max(1, Math.round(length / targetS));
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return Array.from({ length: count }, (_, index) => ({
    index,
    startS: round(startS + (length * index) / count),
    endS: index === count - 1 ? round(endS) : round(startS + (length * (index + 1)) / count),
  }));
}
