import { fail, type EditResult } from './edit-error';
import { findClip, findLinkedClips } from './find-clip';
import { finishEdit } from './finish-edit';
import { getSnapOffset, type SnapOptions } from './get-snap-offset';
import { isFrame } from './is-frame';
import type { Clip, ProjectDoc } from './project-doc';

export interface MoveClipArgs {
  clipId: string;
  /** The wanted start, before snapping. */
  start: number;
  /** Another track of the same kind; the clip's own when absent. */
  trackId?: string;
  /** Snap the clip's start or end to the playhead, markers and clip edges within a threshold. */
  snap?: Omit<SnapOptions, 'excludeClipIds'>;
}

/**
 * Moves a clip to a new start (snapped when asked) and optionally to another track of its kind; the clips linked to
 * it move by as much on their own tracks, so picture and sound stay in sync. Its transitions are dropped unless it
 * still meets the same neighbour. Refused: `overlap` (no overwrite: see insertClip), `track_kind_mismatch`,
 * `invalid_argument` for a start before the timeline's.
 */
export function moveClip(doc: ProjectDoc, args: MoveClipArgs): EditResult {
  const found = findClip(doc, args.clipId);
  if (!found) return fail({ code: 'clip_not_found', clipId: args.clipId });
  if (!isFrame(args.start)) return fail({ code: 'invalid_argument', field: 'start' });
  const { clip, track: from } = found;
  const to = args.trackId === undefined ? from : doc.tracks.find((t) => t.id === args.trackId);
  if (!to) return fail({ code: 'track_not_found', trackId: args.trackId! });
  if (to.kind !== clip.kind) return fail({ code: 'track_kind_mismatch', trackId: to.id, expected: clip.kind });
  const linked = findLinkedClips(doc, clip);
  const snap = args.snap && getSnapOffset(doc, [args.start, args.start + clip.duration], { ...args.snap, excludeClipIds: [clip.id, ...linked.map((l) => l.clip.id)] });
  const delta = args.start + (snap?.offset ?? 0) - clip.start;
  const moved = new Map<string, Clip>([[clip.id, { ...clip, start: clip.start + delta }], ...linked.map(({ clip: c }) => [c.id, { ...c, start: c.start + delta }] as const)]);
  if ([...moved.values()].some((c) => c.start < 0)) return fail({ code: 'invalid_argument', field: 'start' });
  const tracks = doc.tracks.map((track) => {
    const clips = track.clips.filter((c) => !(c.id === clip.id && track !== to)).map((c) => moved.get(c.id) ?? c);
    return { ...track, clips: track === to && track !== from ? [...clips, moved.get(clip.id)!] : clips };
  });
  return finishEdit({ ...doc, tracks });
}
