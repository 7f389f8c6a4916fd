import type { ProjectDoc } from './project-doc';

/** The project's length in frames: the end of its last clip on any track (0 when empty). Markers do not count. */
export function getProjectDuration(doc: ProjectDoc): number {
  let end = 0;
  for (const track of doc.tracks) for (const clip of track.clips) end = Math.max(end, clip.start + clip.duration);
  return end;
}
