import { getTransitionWindows } from '../../../domain/editing/timeline/get-transition-window';
import type { Clip, ProjectDoc, Track, Transition } from '../../../domain/editing/timeline/project-doc';

/** A track as a segment sees it: one clip, or the two clips of a transition and where the segment starts in it. */
export interface SegmentLayer {
  track: Track;
  clips: Clip[];
  transition: { transition: Transition; windowStart: number } | null;
}

/**
 * What every track shows or sounds over the segment starting at `start` (getRenderSegments cuts at every clip edge and
 * transition edge, so the arrangement at its first frame holds for all of it), bottom track first.
 */
export function getSegmentLayers(doc: ProjectDoc, start: number): SegmentLayer[] {
  return doc.tracks.flatMap((track): SegmentLayer[] => {
    const mix = getTransitionWindows(track).find((w) => w.start <= start && start < w.end);
    if (mix) return [{ track, clips: [mix.from, mix.to], transition: { transition: mix.transition, windowStart: mix.start } }];
    const clip = track.clips.find((c) => c.start <= start && start < c.start + c.duration);
    return clip ? [{ track, clips: [clip], transition: null }] : [];
  });
}
