import { fail, type EditResult } from './edit-error';
import { finishEdit } from './finish-edit';
import { isFrame } from './is-frame';
import type { ProjectDoc } from './project-doc';
import { splitTrackAt } from './split-track-at';
import { takeIds } from './take-ids';

export interface SplitAtPlayheadArgs {
  frame: number;
  /** The selected track; every track when absent. */
  trackId?: string;
}

/**
 * Cuts the clips under the playhead in two (on one track or all): the second part starts at the playhead with a new
 * id and the source frame shown there; linked clips cut together stay linked part by part. Refused with
 * `nothing_at_frame` when no clip spans the playhead (a clip's first frame is already a cut).
 */
export function splitAtPlayhead(doc: ProjectDoc, args: SplitAtPlayheadArgs): EditResult {
  if (!isFrame(args.frame)) return fail({ code: 'invalid_argument', field: 'frame' });
  if (args.trackId !== undefined && !doc.tracks.some((t) => t.id === args.trackId)) return fail({ code: 'track_not_found', trackId: args.trackId });
  const ids = takeIds(doc);
  let split = false;
  const tracks = doc.tracks.map((track) => {
    if (args.trackId !== undefined && track.id !== args.trackId) return track;
    const result = splitTrackAt(doc, track, args.frame, ids);
    split ||= result.split;
    return result.track;
  });
  if (!split) return fail({ code: 'nothing_at_frame', frame: args.frame });
  return finishEdit({ ...doc, tracks, nextId: ids.nextId });
}
