import type { ProjectDoc, Track } from './project-doc';
import { shiftClips } from './shift-clips';
import { splitTrackAt } from './split-track-at';
import type { IdTaker } from './take-ids';

/**
 * The track without its frames [from, to): clips across an edge are cut there, clips inside dropped. `close` moves
 * everything after the range back by its length (a ripple); otherwise a gap is left (an overwrite's lift).
 */
export function removeRange(doc: ProjectDoc, track: Track, from: number, to: number, close: boolean, ids: IdTaker): Track {
  const cut = splitTrackAt(doc, splitTrackAt(doc, track, from, ids).track, to, ids).track;
  const kept = { ...cut, clips: cut.clips.filter((clip) => clip.start + clip.duration <= from || clip.start >= to) };
  return close ? shiftClips(kept, to, from - to) : kept;
}
