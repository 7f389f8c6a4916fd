import { cutClip } from './cut-clip';
import { fail, type EditResult } from './edit-error';
import { findClip } from './find-clip';
import { finishEdit } from './finish-edit';
import { isFrameDelta } from './is-frame';
import type { Clip, ProjectDoc } from './project-doc';

export interface SlideClipArgs {
  clipId: string;
  /** Timeline frames to slide by: positive is later. */
  frames: number;
}

/**
 * Slides a clip along its track between its neighbours: the clip keeps its source frames; the clip right before it
 * ends later or earlier, the clip right after it starts later or earlier, so the track's length is unchanged. Where a
 * neighbour does not touch the clip, the gap takes up the move instead. Refused: `too_short`, `out_of_source_range`,
 * `overlap`, `transition_too_long`.
 */
export function slideClip(doc: ProjectDoc, args: SlideClipArgs): EditResult {
  const found = findClip(doc, args.clipId);
  if (!found) return fail({ code: 'clip_not_found', clipId: args.clipId });
  if (!isFrameDelta(args.frames)) return fail({ code: 'invalid_argument', field: 'frames' });
  const { clip, track, trackIndex } = found;
  const delta = args.frames;
  const before = track.clips.find((c) => c.start + c.duration === clip.start);
  const after = track.clips.find((c) => c.start === clip.start + clip.duration);
  if (before && before.duration + delta < 1) return fail({ code: 'too_short', clipId: before.id });
  if (after && after.duration - delta < 1) return fail({ code: 'too_short', clipId: after.id });
  if (clip.start + delta < 0) return fail({ code: 'invalid_argument', field: 'frames' });
  const changed = new Map<string, Clip>([[clip.id, { ...clip, start: clip.start + delta }]]);
  if (before) changed.set(before.id, cutClip(before, doc.frameRate, 0, before.duration + delta));
  if (after) changed.set(after.id, cutClip(after, doc.frameRate, delta, after.duration));
  const tracks = doc.tracks.map((t, i) => (i === trackIndex ? { ...t, clips: t.clips.map((c) => changed.get(c.id) ?? c) } : t));
  return finishEdit({ ...doc, tracks });
}
