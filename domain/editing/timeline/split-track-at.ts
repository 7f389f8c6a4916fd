import { cutClip } from './cut-clip';
import type { ProjectDoc, Track } from './project-doc';
import type { IdTaker } from './take-ids';

/**
 * The track with the clip under `frame` (if any) cut in two there: the head keeps the clip's id and the transition
 * into it, the tail gets a new id, the transition out of it, and a new link shared with the tails of its linked
 * clips cut in the same edit. `split` says whether a clip was cut.
 */
export function splitTrackAt(doc: ProjectDoc, track: Track, frame: number, ids: IdTaker): { track: Track; split: boolean } {
  const index = track.clips.findIndex((clip) => clip.start < frame && frame < clip.start + clip.duration);
  const clip = track.clips[index];
  if (!clip) return { track, split: false };
  const at = frame - clip.start;
  const head = cutClip(clip, doc.frameRate, 0, at);
  const tail = { ...cutClip(clip, doc.frameRate, at, clip.duration), id: ids.take('c'), linkId: ids.relink(clip.linkId) };
  return {
    split: true,
    track: {
      ...track,
      clips: [...track.clips.slice(0, index), head, tail, ...track.clips.slice(index + 1)],
      transitions: track.transitions.map((t) => (t.fromClipId === clip.id ? { ...t, fromClipId: tail.id } : t)),
    },
  };
}
