import { cutClip } from './cut-clip';
import { fail, type EditResult } from './edit-error';
import { findClip } from './find-clip';
import { finishEdit } from './finish-edit';
import { isFrame } from './is-frame';
import type { ProjectDoc } from './project-doc';

export interface RollEditArgs {
  /** The clip before the cut. */
  clipId: string;
  /** Where the cut goes. */
  frame: number;
}

/**
 * Rolls the cut between a clip and the one right after it: the first ends and the second starts at `frame`, both
 * taking or giving source frames, so nothing else moves. A transition on the cut rolls with it. Refused:
 * `not_adjacent` (no clip right after), `too_short`, `out_of_source_range`, `transition_too_long`.
 */
export function rollEdit(doc: ProjectDoc, args: RollEditArgs): EditResult {
  const found = findClip(doc, args.clipId);
  if (!found) return fail({ code: 'clip_not_found', clipId: args.clipId });
  if (!isFrame(args.frame)) return fail({ code: 'invalid_argument', field: 'frame' });
  const { clip: left, trackIndex, track } = found;
  const right = track.clips.find((c) => c.start === left.start + left.duration);
  if (!right) return fail({ code: 'not_adjacent', clipId: left.id });
  const delta = args.frame - right.start;
  if (left.duration + delta < 1) return fail({ code: 'too_short', clipId: left.id });
  if (right.duration - delta < 1) return fail({ code: 'too_short', clipId: right.id });
  const rolled = new Map([
    [left.id, cutClip(left, doc.frameRate, 0, left.duration + delta)],
    [right.id, cutClip(right, doc.frameRate, delta, right.duration)],
  ]);
  const tracks = doc.tracks.map((t, i) => (i === trackIndex ? { ...t, clips: t.clips.map((c) => rolled.get(c.id) ?? c) } : t));
  return finishEdit({ ...doc, tracks });
}
