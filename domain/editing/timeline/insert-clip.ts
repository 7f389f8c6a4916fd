import { fail, type EditResult } from './edit-error';
import { finishEdit } from './finish-edit';
import { getDurationForSourceSpan, getSourceStep } from './get-source-frame';
import { isFrame } from './is-frame';
import { makeAudioClip, makeVideoClip } from './make-clip';
import type { MediaSource, ProjectDoc } from './project-doc';
import { removeRange } from './remove-range';
import { shiftClips } from './shift-clips';
import { splitTrackAt } from './split-track-at';
import { takeIds } from './take-ids';

export interface InsertClipArgs {
  trackId: string;
  /** Where the clip starts on the timeline. */
  frame: number;
  /** `insert` pushes what is at and after `frame` on the track later (cutting a clip there); `overwrite` replaces it. */
  mode: 'insert' | 'overwrite';
  /** The file, as probed. */
  source: MediaSource;
  /** The source frames to use: [in, out). */
  in: number;
  out: number;
}

/**
 * Puts part of a file on a video track (picture, with its sound when it has any) or an audio track (its sound), at
 * normal speed, as long as those source frames last on the timeline. Refused: `track_kind_mismatch` (a text track),
 * `source_kind_mismatch` (no picture for a video track, no sound for an audio one), `out_of_source_range`,
 * `invalid_argument` (in not before out).
 */
export function insertClip(doc: ProjectDoc, args: InsertClipArgs): EditResult {
  const index = doc.tracks.findIndex((t) => t.id === args.trackId);
  const track = doc.tracks[index];
  if (!track) return fail({ code: 'track_not_found', trackId: args.trackId });
  if (track.kind === 'text') return fail({ code: 'track_kind_mismatch', trackId: track.id, expected: 'video or audio' });
  if (!isFrame(args.frame)) return fail({ code: 'invalid_argument', field: 'frame' });
  if (!isFrame(args.in) || !isFrame(args.out) || args.out <= args.in) return fail({ code: 'invalid_argument', field: 'in' });
  const ids = takeIds(doc);
  const speed = { ratio: { num: 1, den: 1 }, keepPitch: true };
  const duration = getDurationForSourceSpan(args.out - args.in, getSourceStep({ speed, source: args.source }, doc.frameRate));
  const place = { id: ids.take('c'), start: args.frame, duration, in: args.in, source: args.source };
  const clip = track.kind === 'video' ? makeVideoClip(place) : makeAudioClip(place);
  const end = args.frame + duration;
  const room = args.mode === 'insert' ? shiftClips(splitTrackAt(doc, track, args.frame, ids).track, args.frame, duration) : removeRange(doc, track, args.frame, end, false, ids);
  const tracks = doc.tracks.map((t, i) => (i === index ? { ...room, clips: [...room.clips, clip] } : t));
  return finishEdit({ ...doc, tracks, nextId: ids.nextId });
}
