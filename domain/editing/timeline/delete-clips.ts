import { fail, type EditResult } from './edit-error';
import { findClip, findLinkedClips } from './find-clip';
import { finishEdit } from './finish-edit';
import type { Clip, ProjectDoc } from './project-doc';
import { removeRange } from './remove-range';
import { takeIds } from './take-ids';

/**
 * Deletes clips and the clips linked to them, with the transitions into and out of each; `ripple` closes each gap
 * (everything after a deleted clip on its track moves back by its length), else the gap stays and nothing moves.
 */
export function deleteClips(doc: ProjectDoc, clipIds: string[], ripple: boolean): EditResult {
  if (clipIds.length === 0) return fail({ code: 'invalid_argument', field: 'clipIds' });
  const doomed = new Map<string, Clip>();
  for (const clipId of clipIds) {
    const found = findClip(doc, clipId);
    if (!found) return fail({ code: 'clip_not_found', clipId });
    for (const { clip } of [found, ...findLinkedClips(doc, found.clip)]) doomed.set(clip.id, clip);
  }
  const ids = takeIds(doc);
  // Last clip first, so a ripple never moves a clip still to be removed.
  const tracks = doc.tracks.map((track) =>
    track.clips
      .filter((clip) => doomed.has(clip.id))
      .reverse()
      .reduce((t, clip) => removeRange(doc, t, clip.start, clip.start + clip.duration, ripple, ids), track),
  );
  return finishEdit({ ...doc, tracks, nextId: ids.nextId });
}
