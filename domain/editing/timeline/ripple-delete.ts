import { deleteClips } from './delete-clips';
import type { EditResult } from './edit-error';
import type { ProjectDoc } from './project-doc';

export interface RippleDeleteArgs {
  clipIds: string[];
}

/**
 * Deletes clips (and the clips linked to them) and closes each gap: everything after a deleted clip on its track moves
 * back by the clip's length. Transitions into and out of a deleted clip go with it.
 */
export const rippleDelete = (doc: ProjectDoc, args: RippleDeleteArgs): EditResult => deleteClips(doc, args.clipIds, true);
