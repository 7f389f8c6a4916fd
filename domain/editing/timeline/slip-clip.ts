import { fail, type EditResult } from './edit-error';
import { findClip } from './find-clip';
import { finishEdit } from './finish-edit';
import { isFrameDelta } from './is-frame';
import type { ProjectDoc } from './project-doc';

export interface SlipClipArgs {
  clipId: string;
  /** Source frames to slip by: positive shows later source. */
  sourceFrames: number;
}

/**
 * Slips a clip's source under it: the same place and length on the timeline, other source frames (its in and out
 * points move together). Keyframes and fades stay where they are on the timeline. Refused: `invalid_argument` for a
 * title (no source), `out_of_source_range`.
 */
export function slipClip(doc: ProjectDoc, args: SlipClipArgs): EditResult {
  const found = findClip(doc, args.clipId);
  if (!found) return fail({ code: 'clip_not_found', clipId: args.clipId });
  if (!isFrameDelta(args.sourceFrames)) return fail({ code: 'invalid_argument', field: 'sourceFrames' });
  const { clip, trackIndex } = found;
  if (clip.kind === 'text') return fail({ code: 'invalid_argument', field: 'clipId' });
  const slipped = { ...clip, in: clip.in + args.sourceFrames };
  const tracks = doc.tracks.map((t, i) => (i === trackIndex ? { ...t, clips: t.clips.map((c) => (c.id === clip.id ? slipped : c)) } : t));
  return finishEdit({ ...doc, tracks });
}
