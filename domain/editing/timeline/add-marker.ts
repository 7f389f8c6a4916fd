import { fail, type EditResult } from './edit-error';
import { finishEdit } from './finish-edit';
import { isFrame } from './is-frame';
import type { Colour, ProjectDoc } from './project-doc';
import { takeIds } from './take-ids';

export interface AddMarkerArgs {
  frame: number;
  label: string;
  colour?: Colour;
}

/** Adds a marker (a snapping target and a note) at a frame; markers stay in frame order. */
export function addMarker(doc: ProjectDoc, args: AddMarkerArgs): EditResult {
  if (!isFrame(args.frame)) return fail({ code: 'invalid_argument', field: 'frame' });
  const ids = takeIds(doc);
  const marker = { id: ids.take('m'), frame: args.frame, label: args.label, colour: args.colour ?? '#f5b700' };
  return finishEdit({ ...doc, markers: [...doc.markers, marker].sort((a, b) => a.frame - b.frame), nextId: ids.nextId });
}
