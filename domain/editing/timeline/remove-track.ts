import { fail, type EditResult } from './edit-error';
import { finishEdit } from './finish-edit';
import type { ProjectDoc } from './project-doc';

export interface RemoveTrackArgs {
  trackId: string;
}

/** Removes a track and everything on it; a clip linked to one of them is unlinked. */
export function removeTrack(doc: ProjectDoc, args: RemoveTrackArgs): EditResult {
  if (!doc.tracks.some((t) => t.id === args.trackId)) return fail({ code: 'track_not_found', trackId: args.trackId });
  return finishEdit({ ...doc, tracks: doc.tracks.filter((t) => t.id !== args.trackId) });
}
