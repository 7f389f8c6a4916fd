import { fail, type EditResult } from './edit-error';
import { finishEdit } from './finish-edit';
import type { ProjectDoc } from './project-doc';

export interface RemoveTransitionArgs {
  transitionId: string;
}

/** Removes a transition: the cut becomes a plain cut. */
export function removeTransition(doc: ProjectDoc, args: RemoveTransitionArgs): EditResult {
  if (!doc.tracks.some((t) => t.transitions.some((x) => x.id === args.transitionId))) return fail({ code: 'transition_not_found', transitionId: args.transitionId });
  return finishEdit({ ...doc, tracks: doc.tracks.map((t) => ({ ...t, transitions: t.transitions.filter((x) => x.id !== args.transitionId) })) });
}
