import type { Track } from './project-doc';

/** The track with every clip starting at or after `fromFrame` moved by `delta` frames (a ripple). */
export function shiftClips(track: Track, fromFrame: number, delta: number): Track {
  if (delta === 0) return track;
  return { ...track, clips: track.clips.map((clip) => (clip.start >= fromFrame ? { ...clip, start: clip.start + delta } : clip)) };
}
