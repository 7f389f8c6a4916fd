import { getSourceFrame } from './get-source-frame';
import { getTransitionWindows } from './get-transition-window';
import type { Clip, ProjectDoc, Track, TrackKind, TransitionKind, WipeDirection } from './project-doc';
import { reduceRational, type Rational } from './rational';

export interface ActiveClip {
  clip: Clip;
  /** The frame counted from the clip's first (outside the clip during a transition: a handle). */
  localFrame: number;
  /** The source frame shown (held at the source's first or last frame past its ends); null for a title. */
  sourceFrame: number | null;
  /** Its sound is heard: a clip with sound, not muted, on a track not muted. */
  audible: boolean;
}

export interface ActiveTrack {
  trackId: string;
  kind: TrackKind;
  /** Its picture or text is drawn (a video or text track not hidden). */
  visible: boolean;
  /** One clip, or during a transition the outgoing then the incoming one. */
  clips: ActiveClip[];
  /** The mix: how much of the incoming clip, from just above 0 to just below 1 over the transition. */
  transition: { id: string; kind: TransitionKind; direction: WipeDirection | null; mix: Rational } | null;
}

function activeClip(doc: ProjectDoc, track: Track, clip: Clip, frame: number): ActiveClip {
  const localFrame = frame - clip.start;
  let sourceFrame: number | null = null;
  if (clip.kind !== 'text') {
    const last = clip.source.frames === null ? Infinity : clip.source.frames - 1;
    sourceFrame = Math.min(last, Math.max(0, getSourceFrame(clip, doc.frameRate, localFrame)));
  }
  const audible = !track.muted && clip.kind !== 'text' && clip.audio !== null && !clip.audio.muted;
  return { clip, localFrame, sourceFrame, audible };
}

/**
 * What is seen and heard at a timeline frame, track by track in drawing order (bottom first): each track's clip there
 * with its source frame, or in a transition both clips and the mix. Tracks with nothing there, or nothing seen or
 * heard (a hidden track's titles), are left out.
 */
export function getActiveItems(doc: ProjectDoc, frame: number): ActiveTrack[] {
  return doc.tracks.flatMap((track): ActiveTrack[] => {
    const visible = track.kind !== 'audio' && !track.hidden;
    const mix = getTransitionWindows(track).find((w) => w.start <= frame && frame < w.end);
    let active: ActiveTrack;
    if (mix) {
      const { transition } = mix;
      active = {
        trackId: track.id,
        kind: track.kind,
        visible,
        clips: [activeClip(doc, track, mix.from, frame), activeClip(doc, track, mix.to, frame)],
        transition: { id: transition.id, kind: transition.kind, direction: transition.direction, mix: reduceRational({ num: frame - mix.start + 1, den: transition.duration + 1 }) },
      };
    } else {
      const clip = track.clips.find((c) => c.start <= frame && frame < c.start + c.duration);
      if (!clip) return [];
      active = { trackId: track.id, kind: track.kind, visible, clips: [activeClip(doc, track, clip, frame)], transition: null };
    }
    return active.visible || active.clips.some((c) => c.audible) ? [active] : [];
  });
}
