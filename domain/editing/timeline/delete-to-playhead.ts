import { fail, type EditResult } from './edit-error';
import { finishEdit } from './finish-edit';
import { isFrame } from './is-frame';
import type { ProjectDoc } from './project-doc';
import { removeRange } from './remove-range';
import { takeIds } from './take-ids';

export interface DeleteToPlayheadArgs {
  frame: number;
  /** `left`: from the previous cut up to the playhead; `right`: from the playhead up to the next cut. */
  side: 'left' | 'right';
  /** The selected track; every track when absent (all stay in sync). */
  trackId?: string;
}

/**
 * Ripple-deletes from the playhead to the nearest cut on its left or right (a clip's start or end on the tracks
 * concerned; the timeline's start counts as a cut), closing the gap: the "delete left / delete right" of a magnetic
 * timeline, Premiere's ripple trim to playhead. Refused with `nothing_at_frame` when there is no cut on that side.
 */
export function deleteToPlayhead(doc: ProjectDoc, args: DeleteToPlayheadArgs): EditResult {
  if (!isFrame(args.frame)) return fail({ code: 'invalid_argument', field: 'frame' });
  if (args.trackId !== undefined && !doc.tracks.some((t) => t.id === args.trackId)) return fail({ code: 'track_not_found', trackId: args.trackId });
  const chosen = doc.tracks.filter((t) => args.trackId === undefined || t.id === args.trackId);
  const cuts = [0, ...chosen.flatMap((t) => t.clips.flatMap((c) => [c.start, c.start + c.duration]))];
  const { frame } = args;
  const before = cuts.filter((c) => c < frame);
  const after = cuts.filter((c) => c > frame);
  if ((args.side === 'left' ? before : after).length === 0) return fail({ code: 'nothing_at_frame', frame });
  const [from, to] = args.side === 'left' ? [Math.max(...before), frame] : [frame, Math.min(...after)];
  const ids = takeIds(doc);
  const tracks = doc.tracks.map((track) => (chosen.includes(track) ? removeRange(doc, track, from, to, true, ids) : track));
  return finishEdit({ ...doc, tracks, nextId: ids.nextId });
}
