import { cutClip } from './cut-clip';
import { fail, type EditResult } from './edit-error';
import { findClip } from './find-clip';
import { finishEdit } from './finish-edit';
import { isFrame } from './is-frame';
import type { ProjectDoc } from './project-doc';
import { shiftClips } from './shift-clips';

export interface TrimClipArgs {
  clipId: string;
  /** Which end moves: the in point (the clip's start) or the out point (its end). */
  edge: 'in' | 'out';
  /** Where that end goes on the timeline. */
  frame: number;
  /** Ripple: the clip keeps its start and the clips after it on its track follow the change; else they stay. */
  ripple?: boolean;
}

/**
 * Moves a clip's in or out point to a timeline frame, inwards (shorter) or outwards (into the source's handles). The
 * source point, keyframes and fades follow. Refused: `too_short` (nothing left), `out_of_source_range`, `overlap`
 * (without ripple), `transition_too_long`.
 */
export function trimClip(doc: ProjectDoc, args: TrimClipArgs): EditResult {
  const found = findClip(doc, args.clipId);
  if (!found) return fail({ code: 'clip_not_found', clipId: args.clipId });
  if (!isFrame(args.frame)) return fail({ code: 'invalid_argument', field: 'frame' });
  const { clip, trackIndex } = found;
  const end = clip.start + clip.duration;
  const [from, to] = args.edge === 'in' ? [args.frame - clip.start, clip.duration] : [0, args.frame - clip.start];
  if (to - from < 1) return fail({ code: 'too_short', clipId: clip.id });
  let trimmed = cutClip(clip, doc.frameRate, from, to);
  const tracks = doc.tracks.map((track, i) => {
    if (i !== trackIndex) return track;
    if (!args.ripple) return { ...track, clips: track.clips.map((c) => (c.id === clip.id ? trimmed : c)) };
    trimmed = { ...trimmed, start: clip.start };
    const shifted = shiftClips(track, end, trimmed.duration - clip.duration);
    return { ...shifted, clips: shifted.clips.map((c) => (c.id === clip.id ? trimmed : c)) };
  });
  return finishEdit({ ...doc, tracks });
}
