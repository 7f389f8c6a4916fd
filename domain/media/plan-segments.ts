export interface TimeSegment {
  index: number;
  startS: number;
  endS: number;
}

/** Segment length for parallel, checkpointed renders: long enough to amortise ffmpeg start-up, short enough to lose little on a crash. */
export const SEGMENT_TARGET_S = 10;

/**
 * Splits [startS, endS) into consecutive segments of about `targetS` seconds; a remainder shorter than half a segment
 * joins the previous one. With the video's `fps`, every cut sits halfway between two frames: a cut on (or a float hair
 * from) a frame's timestamp lets both neighbouring segments claim that frame, and the joined video gains a frame.
 */
export function planSegments(startS: number, endS: number, targetS = SEGMENT_TARGET_S, fps?: number): TimeSegment[] {
  const length = endS - startS;
  if (!(length > 0)) return [];
  const count = Math.max(1, Math.round(length / targetS));
  const cut = (t: number) => (fps && fps > 0 ? (Math.round(t * fps) - 0.5) / fps : t);
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  const bounds = Array.from({ length: count + 1 }, (_, i) => round(i === 0 ? cut(startS) : i === count ? cut(endS) : cut(startS + (length * i) / count)));
  return Array.from({ length: count }, (_, index) => ({ index, startS: Math.max(0, bounds[index]!), endS: bounds[index + 1]! }));
}
