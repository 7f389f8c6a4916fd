import { fail, type EditResult } from './edit-error';
import { findClip } from './find-clip';
import { finishEdit } from './finish-edit';
import type { AudioClip, Clip, ProjectDoc, TextClip, VideoClip } from './project-doc';

/** What an edit of a clip's own settings may change; its place, length, source and speed have their own edits. */
type Settings<C extends Clip> = Partial<Omit<C, 'id' | 'kind' | 'start' | 'duration' | 'linkId' | 'source' | 'in' | 'speed'>>;
export type ClipChanges = Settings<VideoClip> | Settings<AudioClip> | Settings<TextClip>;

const FIXED = ['id', 'kind', 'start', 'duration', 'linkId', 'source', 'in', 'speed'];

export interface UpdateClipArgs {
  clipId: string;
  changes: ClipChanges;
}

/**
 * Changes a clip's own settings: colour, transform and keyframes, fades, sound (volume, mute), a title's text, style,
 * position and animations. Each named field is replaced whole. Refused: `invalid_argument` for a field this edit may
 * not change (or not the clip's kind), `invalid_document` for a value outside the schema (with its path), or the
 * broken rule (`fades_too_long`, `keyframe_outside_clip`, ...).
 */
export function updateClip(doc: ProjectDoc, args: UpdateClipArgs): EditResult {
  const found = findClip(doc, args.clipId);
  if (!found) return fail({ code: 'clip_not_found', clipId: args.clipId });
  const { clip, trackIndex } = found;
  const wrong = Object.keys(args.changes).find((key) => FIXED.includes(key) || !(key in clip));
  if (wrong !== undefined) return fail({ code: 'invalid_argument', field: wrong });
  const updated = { ...clip, ...args.changes } as Clip;
  const tracks = doc.tracks.map((t, i) => (i === trackIndex ? { ...t, clips: t.clips.map((c) => (c.id === clip.id ? updated : c)) } : t));
  return finishEdit({ ...doc, tracks });
}
