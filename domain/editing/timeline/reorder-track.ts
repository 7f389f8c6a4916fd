import { fail, type EditResult } from './edit-error';
import { finishEdit } from './finish-edit';
import type { ProjectDoc } from './project-doc';

export interface ReorderTrackArgs {
  trackId: string;
  /** Its place in the track list afterwards (0 = drawn first, under the others). */
  index: number;
}

/** Moves a track in the layer order: later video and text tracks are drawn over earlier ones. */
export function reorderTrack(doc: ProjectDoc, args: ReorderTrackArgs): EditResult {
  const track = doc.tracks.find((t) => t.id === args.trackId);
  if (!track) return fail({ code: 'track_not_found', trackId: args.trackId });
  if (!Number.isSafeInteger(args.index) || args.index < 0 || args.index >= doc.tracks.length) return fail({ code: 'invalid_argument', field: 'index' });
  const others = doc.tracks.filter((t) => t !== track);
  return finishEdit({ ...doc, tracks: [...others.slice(0, args.index), track, ...others.slice(args.index)] });
}
