import { PROJECT_DOC_VERSION, type ProjectDoc, type TrackKind } from './project-doc';
import type { Rational } from './rational';

/** A track with nothing on it. */
export const makeTrack = (id: string, kind: TrackKind, name: string) => ({ id, kind, name, hidden: false, muted: false, clips: [], transitions: [] });

/** A new, empty project: one video track, one text track above it and one audio track. */
export function makeProjectDoc(input: { name: string; frameRate: Rational; size: { width: number; height: number } }): ProjectDoc {
  return {
    version: PROJECT_DOC_VERSION,
    name: input.name,
    frameRate: { ...input.frameRate },
    size: { ...input.size },
    tracks: [makeTrack('tr1', 'video', 'Video 1'), makeTrack('tr2', 'text', 'Text 1'), makeTrack('tr3', 'audio', 'Audio 1')],
    markers: [],
    nextId: 4,
  };
}
