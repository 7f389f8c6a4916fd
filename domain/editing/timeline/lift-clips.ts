import { deleteClips } from './delete-clips';
import type { EditResult } from './edit-error';
import type { ProjectDoc } from './project-doc';

export interface LiftClipsArgs {
  clipIds: string[];
}

/**
 * Deletes clips (and the clips linked to them) leaving a gap where they were: nothing else moves (the editor's
 * Delete; Shift-Delete is rippleDelete). Transitions into and out of a deleted clip go with it.
 */
export const liftClips = (doc: ProjectDoc, args: LiftClipsArgs): EditResult => deleteClips(doc, args.clipIds, false);
