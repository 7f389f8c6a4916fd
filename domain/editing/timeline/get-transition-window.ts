import type { Clip, Track, Transition } from './project-doc';

export interface TransitionWindow {
  transition: Transition;
  from: Clip;
  to: Clip;
  /** First timeline frame of the mix. */
  start: number;
  /** One past its last frame. */
  end: number;
}

/** Where each transition of a track mixes, on the timeline: centred on its cut, `floor(duration / 2)` frames before it. */
export function getTransitionWindows(track: Track): TransitionWindow[] {
  const byId = new Map(track.clips.map((clip) => [clip.id, clip]));
  return track.transitions.flatMap((transition) => {
    const from = byId.get(transition.fromClipId);
    const to = byId.get(transition.toClipId);
    if (!from || !to) return [];
    const start = to.start - Math.floor(transition.duration / 2);
    return [{ transition, from, to, start, end: start + transition.duration }];
  });
}
