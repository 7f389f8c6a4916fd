import { fail, type EditResult } from './edit-error';
import { findClip } from './find-clip';
import { finishEdit } from './finish-edit';
import type { ProjectDoc, TransitionKind, WipeDirection } from './project-doc';
import { takeIds } from './take-ids';

export interface AddTransitionArgs {
  /** The clip before the cut. */
  fromClipId: string;
  kind: TransitionKind;
  /** Frames, centred on the cut. */
  duration: number;
  /** A wipe's direction (left when absent); ignored for the others. */
  direction?: WipeDirection;
}

/**
 * Puts a transition on the cut after a clip (replacing one already there). Refused: `not_adjacent` (no clip starts
 * where it ends), `transition_too_long` (longer than either clip), `transition_kind_invalid` (a wipe on sound, any
 * transition between titles).
 */
export function addTransition(doc: ProjectDoc, args: AddTransitionArgs): EditResult {
  const found = findClip(doc, args.fromClipId);
  if (!found) return fail({ code: 'clip_not_found', clipId: args.fromClipId });
  if (!Number.isSafeInteger(args.duration) || args.duration < 1) return fail({ code: 'invalid_argument', field: 'duration' });
  const { clip, track, trackIndex } = found;
  const next = track.clips.find((c) => c.start === clip.start + clip.duration);
  if (!next) return fail({ code: 'not_adjacent', clipId: clip.id });
  const ids = takeIds(doc);
  const transition = { id: ids.take('x'), kind: args.kind, fromClipId: clip.id, toClipId: next.id, duration: args.duration, direction: args.kind === 'wipe' ? (args.direction ?? 'left') : null };
  const tracks = doc.tracks.map((t, i) => (i === trackIndex ? { ...t, transitions: [...t.transitions.filter((x) => x.fromClipId !== clip.id), transition] } : t));
  return finishEdit({ ...doc, tracks, nextId: ids.nextId });
}
