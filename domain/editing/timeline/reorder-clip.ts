import { fail, type EditResult } from './edit-error';
import { findClip, findLinkedClips } from './find-clip';
import { finishEdit } from './finish-edit';
import type { Clip, ProjectDoc } from './project-doc';

export interface ReorderClipArgs {
  clipId: string;
  /** Its place among its track's clips afterwards (0 = first). */
  index: number;
}

/**
 * Moves a clip to another place in its track's order, magnetically: its gap closes where it was and opens where it
 * goes (right after the clip before it, or where the first clip starts), so the other clips keep their order and gaps.
 * Linked clips move by as much on their tracks. Transitions that no longer sit on a cut are dropped.
 */
export function reorderClip(doc: ProjectDoc, args: ReorderClipArgs): EditResult {
  const found = findClip(doc, args.clipId);
  if (!found) return fail({ code: 'clip_not_found', clipId: args.clipId });
  const { clip, track, trackIndex } = found;
  const others = track.clips.filter((c) => c.id !== clip.id);
  if (!Number.isSafeInteger(args.index) || args.index < 0 || args.index > others.length) return fail({ code: 'invalid_argument', field: 'index' });
  const end = clip.start + clip.duration;
  // Close its gap, then open one at the new place.
  const closed = others.map((c) => (c.start >= end ? { ...c, start: c.start - clip.duration } : c));
  const previous = closed[args.index - 1];
  const start = previous ? previous.start + previous.duration : (closed[0]?.start ?? clip.start);
  const opened = closed.map((c, i) => (i >= args.index ? { ...c, start: c.start + clip.duration } : c));
  const delta = start - clip.start;
  const linked = new Map<string, Clip>(findLinkedClips(doc, clip).map(({ clip: c }) => [c.id, { ...c, start: c.start + delta }]));
  // A linked clip that would go before the timeline's start cannot follow.
  if ([...linked.values()].some((c) => c.start < 0)) return fail({ code: 'invalid_argument', field: 'index' });
  const tracks = doc.tracks.map((t, i) =>
    i === trackIndex ? { ...t, clips: [...opened, { ...clip, start }].map((c) => linked.get(c.id) ?? c) } : { ...t, clips: t.clips.map((c) => linked.get(c.id) ?? c) },
  );
  return finishEdit({ ...doc, tracks });
}
