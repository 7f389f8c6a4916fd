import { fail, type EditResult } from './edit-error';
import { finishEdit } from './finish-edit';
import type { ProjectDoc } from './project-doc';

export interface RemoveMarkerArgs {
  markerId: string;
}

/** Removes a marker. */
export function removeMarker(doc: ProjectDoc, args: RemoveMarkerArgs): EditResult {
  if (!doc.markers.some((m) => m.id === args.markerId)) return fail({ code: 'marker_not_found', markerId: args.markerId });
  return finishEdit({ ...doc, markers: doc.markers.filter((m) => m.id !== args.markerId) });
}
