import { fail, type EditResult } from './edit-error';
import { finishEdit } from './finish-edit';
import { makeTrack } from './make-project-doc';
import type { ProjectDoc, TrackKind } from './project-doc';
import { TRACK_KINDS } from './project-doc';
import { takeIds } from './take-ids';

export interface AddTrackArgs {
  kind: TrackKind;
  /** Its place in the track list; after the last track of its kind (or last) when absent. */
  index?: number;
  /** "Video 2" and the like when absent. */
  name?: string;
}

const LABELS: Record<TrackKind, string> = { video: 'Video', audio: 'Audio', text: 'Text' };

/** Adds an empty track. */
export function addTrack(doc: ProjectDoc, args: AddTrackArgs): EditResult {
  if (!TRACK_KINDS.includes(args.kind)) return fail({ code: 'invalid_argument', field: 'kind' });
  const sameKind = doc.tracks.filter((t) => t.kind === args.kind);
  const lastOfKind = sameKind.length > 0 ? doc.tracks.lastIndexOf(sameKind[sameKind.length - 1]!) + 1 : doc.tracks.length;
  const index = args.index ?? lastOfKind;
  if (!Number.isSafeInteger(index) || index < 0 || index > doc.tracks.length) return fail({ code: 'invalid_argument', field: 'index' });
  const ids = takeIds(doc);
  const track = makeTrack(ids.take('tr'), args.kind, args.name ?? `${LABELS[args.kind]} ${sameKind.length + 1}`);
  return finishEdit({ ...doc, tracks: [...doc.tracks.slice(0, index), track, ...doc.tracks.slice(index)], nextId: ids.nextId });
}
