/** A part of a range rendered as one activity: whole source frames, so every frame belongs to exactly one segment. */
export interface TimeSegment {
  index: number;
  /** Index of the segment's first frame, counted from the start of the video. */
  firstFrame: number;
  /** How many source frames the segment holds. */
  frames: number;
  /** Where to seek: half a frame before the first frame, so float error can never claim the previous frame. */
  seekS: number;
  /** The segment's time span: from its first frame's timestamp to the end of its last frame. */
  startS: number;
  endS: number;
}

/** Segment length for parallel, checkpointed renders: long enough to amortise ffmpeg start-up, short enough to lose little on a crash. */
export const SEGMENT_TARGET_S = 10;

/** The frames of [startS, endS) at a constant `fps`: from the frame nearest the start to the one nearest the end. */
export function getRangeFrames(range: { startS: number; endS: number }, fps: number): { firstFrame: number; frames: number } {
  const firstFrame = Math.max(0, Math.round(range.startS * fps));
  return { firstFrame, frames: Math.max(0, Math.round(range.endS * fps) - firstFrame) };
}

/**
 * Splits [startS, endS) of a constant-frame-rate video into consecutive segments of about `targetS` seconds, counted
 * in frames: the joined segments hold exactly the source frames of the range (renders use a frame count, not a
 * duration, which rounding could stretch or shorten by a frame). A remainder shorter than half a segment joins the
 * previous one.
 */
export function planSegments(startS: number, endS: number, fps: number, targetS = SEGMENT_TARGET_S): TimeSegment[] {
  if (!(fps > 0)) return [];
  const { firstFrame, frames } = getRangeFrames({ startS, endS }, fps);
  if (frames <= 0) return [];
  const count = Math.max(1, Math.round(frames / fps / targetS));
  const bounds = Array.from({ length: count + 1 }, (_, i) => firstFrame + Math.round((frames * i) / count));
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  return Array.from({ length: count }, (_, index) => {
    const first = bounds[index]!;
    const next = bounds[index + 1]!;
    return { index, firstFrame: first, frames: next - first, seekS: round(Math.max(0, (first - 0.5) / fps)), startS: round(first / fps), endS: round(next / fps) };
  });
}
