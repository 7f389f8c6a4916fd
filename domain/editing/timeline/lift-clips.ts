import { fail, type EditResult } from './edit-error';
import { findClip, findLinkedClips } from './find-clip';
import { finishEdit } from './finish-edit';
import type { Clip, ProjectDoc } from './project-doc';
import { removeRange } from './remove-range';
import { takeIds } from './take-ids';

export interface LiftClipsArgs {
  clipIds: string[];
}

/**
 * Deletes clips (and the clips linked to them) leaving a gap where they were: nothing else moves (the editor's
 * Delete; Shift-Delete is rippleDelete). Transitions into and out of a deleted clip go with it.
 */
export function liftClips(doc: ProjectDoc, args: LiftClipsArgs): EditResult {
  if (args.clipIds.length === 0) return fail({ code: 'invalid_argument', field: 'clipIds' });
  const doomed = new Map<string, Clip>();
  for (const clipId of args.clipIds) {
    const found = findClip(doc, clipId);
    if (!found) return fail({ code: 'clip_not_found', clipId });
    for (const { clip } of [found, ...findLinkedClips(doc, found.clip)]) doomed.set(clip.id, clip);
  }
  const ids = takeIds(doc);
  const tracks = doc.tracks.map((track) =>
    track.clips.filter((clip) => doomed.has(clip.id)).reduce((t, clip) => removeRange(doc, t, clip.start, clip.start + clip.duration, false, ids), track),
  );
  return finishEdit({ ...doc, tracks, nextId: ids.nextId });
}
