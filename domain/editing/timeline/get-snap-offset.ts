import type { ProjectDoc } from './project-doc';

export interface SnapOptions {
  /** Snap when an edge comes within this many frames of a target. */
  threshold: number;
  /** The playhead, a target when given. */
  playhead: number | null;
  /** Clips whose edges are no targets (those being moved). */
  excludeClipIds?: readonly string[];
}

export interface Snap {
  /** Frames to add to the moved edges. */
  offset: number;
  /** The frame snapped to, and what is there. */
  target: number;
  kind: 'playhead' | 'marker' | 'clip' | 'start';
}

const PRIORITY = { playhead: 0, marker: 1, clip: 2, start: 3 } as const;

/**
 * Where moving edges (a clip's start and end) should snap: the nearest target within the threshold among the
 * playhead, the markers, every other clip's start and end on every track, and the timeline's start. On a tie the
 * playhead wins, then markers, then clips; null when nothing is near (the UI draws the snap line at `target`).
 */
export function getSnapOffset(doc: ProjectDoc, edges: readonly number[], options: SnapOptions): Snap | null {
  const excluded = new Set(options.excludeClipIds ?? []);
  const targets: { frame: number; kind: Snap['kind'] }[] = [{ frame: 0, kind: 'start' }];
  if (options.playhead !== null) targets.push({ frame: options.playhead, kind: 'playhead' });
  for (const marker of doc.markers) targets.push({ frame: marker.frame, kind: 'marker' });
  for (const track of doc.tracks) {
    for (const clip of track.clips) {
      if (!excluded.has(clip.id)) targets.push({ frame: clip.start, kind: 'clip' }, { frame: clip.start + clip.duration, kind: 'clip' });
    }
  }
  let best: (Snap & { distance: number }) | null = null;
  for (const edge of edges) {
    for (const { frame, kind } of targets) {
      const distance = Math.abs(frame - edge);
      if (distance > options.threshold) continue;
      if (!best || distance < best.distance || (distance === best.distance && PRIORITY[kind] < PRIORITY[best.kind])) {
        best = { offset: frame - edge, target: frame, kind, distance };
      }
    }
  }
  return best && { offset: best.offset, target: best.target, kind: best.kind };
}
