/** One run of propagation: from a keyframe (its mask from clicks) to `to`, inclusive; backward when `to` < `from`. */
export interface PropagationSpan {
  from: number;
  to: number;
}

/**
 * The runs that give every frame of [first, last] a mask from the nearest keyframe before it (the frames before the
 * first keyframe: backward from it). Only runs from `changed` keyframes are returned (all when absent): a corrective
 * click on a frame redoes the frames from there to the next keyframe, and nothing else.
 */
export function planPropagationSpans(keyframes: readonly number[], first: number, last: number, changed?: ReadonlySet<number>): PropagationSpan[] {
  const frames = [...new Set(keyframes)].filter((k) => k >= first && k <= last).sort((a, b) => a - b);
  const spans: PropagationSpan[] = [];
  frames.forEach((keyframe, i) => {
    if (changed && !changed.has(keyframe)) return;
    if (i === 0 && keyframe > first) spans.push({ from: keyframe, to: first });
    const end = i + 1 < frames.length ? frames[i + 1]! - 1 : last;
    if (end > keyframe) spans.push({ from: keyframe, to: end });
  });
  return spans;
}

/** How many frames a span computes (its keyframe already has a mask). */
export function getSpanFrames(span: PropagationSpan): number {
  return Math.abs(span.to - span.from);
}
