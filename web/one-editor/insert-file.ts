import type { EditorFile } from '../../domain/editing/timeline/editor-contract';
import type { ProjectDoc } from '../../domain/editing/timeline/project-doc';
import { insertClip } from '../../domain/editing/timeline/insert-clip';
import { fail, type EditResult } from '../../domain/editing/timeline/edit-error';

/**
 * The edit that puts a whole file at the end of the first track that takes it: a video track for a file with
 * picture, an audio track for sound only. Refused with the domain's errors (no such track, no known length).
 */
export function insertFileAtEnd(doc: ProjectDoc, file: EditorFile): EditResult {
  const kind = file.source.hasVideo ? 'video' : 'audio';
  const track = doc.tracks.find((t) => t.kind === kind);
  if (!track) return fail({ code: 'track_not_found', trackId: kind });
  const frames = file.source.frames ?? Math.floor((file.durationS * file.source.rate.num) / file.source.rate.den);
  if (frames < 1) return fail({ code: 'out_of_source_range', clipId: file.fileId });
  const end = track.clips.reduce((max, c) => Math.max(max, c.start + c.duration), 0);
  return insertClip(doc, { trackId: track.id, frame: end, mode: 'insert', source: file.source, in: 0, out: frames });
}
