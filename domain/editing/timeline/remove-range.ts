import { cutClip } from './cut-clip';
import type { Clip, ProjectDoc, Track } from './project-doc';
import type { IdTaker } from './take-ids';

/**
 * The track without its frames [from, to): a clip across an edge loses the part inside (keeping its id, and a clip
 * across both edges becomes two, the second with a new id, the transition out of it and a new link), clips inside
 * are dropped. `close` moves everything after the range back by its length (a ripple); otherwise a gap is left (an
 * overwrite's lift).
 */
export function removeRange(doc: ProjectDoc, track: Track, from: number, to: number, close: boolean, ids: IdTaker): Track {
  const shift = close ? from - to : 0;
  const tails = new Map<string, string>();
  const clips = track.clips.flatMap((clip): Clip[] => {
    const end = clip.start + clip.duration;
    if (end <= from) return [clip];
    if (clip.start >= to) return [{ ...clip, start: clip.start + shift }];
    const head = clip.start < from ? cutClip(clip, doc.frameRate, 0, from - clip.start) : null;
    const tail = end > to ? { ...cutClip(clip, doc.frameRate, to - clip.start, clip.duration), start: to + shift } : null;
    if (head && tail) {
      const second = { ...tail, id: ids.take('c'), linkId: ids.relink(clip.linkId) };
      tails.set(clip.id, second.id);
      return [head, second];
    }
    return head ? [head] : tail ? [tail] : [];
  });
  return { ...track, clips, transitions: track.transitions.map((t) => (tails.has(t.fromClipId) ? { ...t, fromClipId: tails.get(t.fromClipId)! } : t)) };
}
