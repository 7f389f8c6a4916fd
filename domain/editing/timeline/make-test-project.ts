import type { EditError, EditResult } from './edit-error';
import { makeAudioClip, makeTextClip, makeVideoClip } from './make-clip';
import type { AudioClip, Clip, Marker, MediaSource, ProjectDoc, TextClip, Track, TrackKind, Transition, VideoClip } from './project-doc';
import { parseProjectDoc } from './parse-project-doc';
import type { Rational } from './rational';

// Compact builders for the timeline's tests (pure, so they may live next to the modules they serve).

/** A probed file: 30 fps, 1000 frames, picture and sound. */
export const testSource = (changes: Partial<MediaSource> = {}): MediaSource => ({
  fileId: 'f1',
  rate: { num: 30, den: 1 },
  frames: 1000,
  hasVideo: true,
  hasAudio: true,
  ...changes,
});

export const videoClip = (id: string, start: number, duration: number, sourceIn = 0, changes: Partial<VideoClip> = {}): VideoClip => ({
  ...makeVideoClip({ id, start, duration, in: sourceIn, source: testSource() }),
  ...changes,
});

export const audioClip = (id: string, start: number, duration: number, sourceIn = 0, changes: Partial<AudioClip> = {}): AudioClip => ({
  ...makeAudioClip({ id, start, duration, in: sourceIn, source: testSource() }),
  ...changes,
});

export const textClip = (id: string, start: number, duration: number, text = 'Title', changes: Partial<TextClip> = {}): TextClip => ({
  ...makeTextClip({ id, start, duration, text }),
  ...changes,
});

export const track = (id: string, kind: TrackKind, clips: Clip[], transitions: Transition[] = [], changes: Partial<Track> = {}): Track => ({
  id,
  kind,
  name: id,
  hidden: false,
  muted: false,
  clips,
  transitions,
  ...changes,
});

export const transition = (id: string, fromClipId: string, toClipId: string, duration: number, kind: Transition['kind'] = 'crossfade'): Transition => ({
  id,
  kind,
  fromClipId,
  toClipId,
  duration,
  direction: kind === 'wipe' ? 'left' : null,
});

/** A 1920×1080 project at `frameRate` (30 fps unless given) holding these tracks. */
export const testProject = (tracks: Track[], options: { frameRate?: Rational; markers?: Marker[] } = {}): ProjectDoc => ({
  version: 1,
  name: 'Test',
  frameRate: options.frameRate ?? { num: 30, den: 1 },
  size: { width: 1920, height: 1080 },
  tracks,
  markers: options.markers ?? [],
  nextId: 100,
});

/** A track's clips as `id@start+duration` (`:in` for media), in order; a compact expectation for table tests. */
export function describeTrack(doc: ProjectDoc, trackId: string): string {
  const found = doc.tracks.find((t) => t.id === trackId);
  if (!found) return '(no track)';
  return found.clips.map((clip) => `${clip.id}@${clip.start}+${clip.duration}${clip.kind === 'text' ? '' : `:${clip.in}`}`).join(' ');
}

/** The document an edit returned; throws with the error when it was refused (for tests that expect success). */
export function unwrap(result: EditResult): ProjectDoc {
  if (!result.ok) throw new Error(`edit refused: ${JSON.stringify(result.error)}`);
  return result.value;
}

/**
 * An edit's outcome in short: the listed tracks described (`|` between them) when it succeeded, after checking the
 * result loads back from JSON as a valid document; its error when refused.
 */
export function describeResult(result: EditResult, trackIds: string[]): string | EditError {
  if (!result.ok) return result.error;
  const reloaded = parseProjectDoc(JSON.parse(JSON.stringify(result.value)));
  if (!reloaded.ok) return `INVALID ${JSON.stringify(reloaded.error)}`;
  return trackIds.map((id) => describeTrack(result.value, id)).join(' | ');
}

/** The project most edit tests start from: a video track with a gap, a title, a sound track and a marker. */
export const baseProject = (): ProjectDoc =>
  testProject(
    [
      track('v', 'video', [videoClip('a', 0, 30, 0), videoClip('b', 30, 60, 100), videoClip('c', 100, 30, 300)]),
      track('t', 'text', [textClip('t1', 10, 40)]),
      track('s', 'audio', [audioClip('m', 0, 50, 0)]),
    ],
    { markers: [{ id: 'k', frame: 75, label: 'beat', colour: '#ff0000' }] },
  );
