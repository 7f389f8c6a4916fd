import { mergeIntervals, type Interval } from './intervals';

/**
 * Splits [0, durationS] into at most `parts` contiguous chunks that a speech recogniser can transcribe at the same time,
 * cutting only inside pauses (the middle of the silence between two voiced parts nearest to each equal-length target),
 * so no word is cut in two. Chunks shorter than `minChunkS` are not worth a process: fewer chunks then.
 */
export function planTranscriptionChunks(voice: readonly Interval[], durationS: number, parts: number, minChunkS = 20): Interval[] {
  const count = Math.max(1, Math.min(Math.floor(parts), Math.floor(durationS / minChunkS)));
  if (count <= 1) return [{ startS: 0, endS: durationS }];
  const spoken = mergeIntervals(voice);
  // Candidate cut points: the middle of every pause between voiced parts.
  const pauses: number[] = [];
  for (let i = 1; i < spoken.length; i++) pauses.push((spoken[i - 1]!.endS + spoken[i]!.startS) / 2);
  const cuts: number[] = [];
  for (let k = 1; k < count; k++) {
    const target = (durationS * k) / count;
    const previous = cuts[cuts.length - 1] ?? 0;
    let best: number | null = null;
    for (const pause of pauses) {
      if (pause - previous < minChunkS / 2 || durationS - pause < minChunkS / 2) continue;
      if (best === null || Math.abs(pause - target) < Math.abs(best - target)) best = pause;
    }
    if (best !== null && best > previous) cuts.push(best);
  }
  const bounds = [0, ...new Set(cuts), durationS];
  return bounds.slice(1).map((endS, i) => ({ startS: bounds[i]!, endS }));
}
