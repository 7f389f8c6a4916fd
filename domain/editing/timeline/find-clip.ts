import type { Clip, ProjectDoc, Track } from './project-doc';

/** A clip and the track holding it, by id; null when there is none. */
export function findClip(doc: ProjectDoc, clipId: string): { clip: Clip; track: Track; trackIndex: number } | null {
  for (const [trackIndex, track] of doc.tracks.entries()) {
    const clip = track.clips.find((c) => c.id === clipId);
    if (clip) return { clip, track, trackIndex };
  }
  return null;
}

/** The other clips sharing a clip's link (a video and its detached sound), with their tracks. */
export function findLinkedClips(doc: ProjectDoc, clip: Clip): { clip: Clip; track: Track }[] {
  if (!clip.linkId) return [];
  return doc.tracks.flatMap((track) => track.clips.filter((c) => c.linkId === clip.linkId && c.id !== clip.id).map((c) => ({ clip: c, track })));
}
