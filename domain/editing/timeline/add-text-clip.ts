import { fail, type EditResult } from './edit-error';
import { finishEdit } from './finish-edit';
import { isFrame } from './is-frame';
import { makeTextClip } from './make-clip';
import type { ProjectDoc } from './project-doc';
import { takeIds } from './take-ids';

export interface AddTextClipArgs {
  trackId: string;
  start: number;
  duration: number;
  text: string;
}

/** Adds a title in the default style (change it with updateClip). Refused: `track_kind_mismatch`, `overlap`. */
export function addTextClip(doc: ProjectDoc, args: AddTextClipArgs): EditResult {
  const index = doc.tracks.findIndex((t) => t.id === args.trackId);
  const track = doc.tracks[index];
  if (!track) return fail({ code: 'track_not_found', trackId: args.trackId });
  if (track.kind !== 'text') return fail({ code: 'track_kind_mismatch', trackId: track.id, expected: 'text' });
  if (!isFrame(args.start)) return fail({ code: 'invalid_argument', field: 'start' });
  if (!isFrame(args.duration) || args.duration < 1) return fail({ code: 'invalid_argument', field: 'duration' });
  const ids = takeIds(doc);
  const clip = makeTextClip({ id: ids.take('c'), start: args.start, duration: args.duration, text: args.text });
  const tracks = doc.tracks.map((t, i) => (i === index ? { ...t, clips: [...t.clips, clip] } : t));
  return finishEdit({ ...doc, tracks, nextId: ids.nextId });
}
