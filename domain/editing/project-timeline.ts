/**
 * A timeline as desktop editors see it, neutral between their formats: the writers of FCPXML, xmeml and OTIO read
 * only this, so any producer (the AI video editor's render, OneEditor's project) can feed them. Times are frames at
 * the sequence's rate; positions are fractions of the picture.
 */
export interface ProjectTimeline {
  name: string;
  /** The sequence: the output's frame size and rate, and the sound it is mixed to. */
  width: number;
  height: number;
  fps: number;
  audioRate: number;
  audioLayout: 'mono' | 'stereo';
  media: ProjectMedia[];
  /** Picture clips on the main track, in order; each brings its media's sound, linked to the picture. */
  clips: ProjectClip[];
  /** Text over the picture: titles on one track, captions on another. */
  texts: ProjectText[];
  /** Music on its own track. */
  music: ProjectAudioClip[];
  /** How to point the editor at the media again: the paths are relative to the project file (see README). */
  relinkHint: string;
}

/** A media file the clips cut from. */
export interface ProjectMedia {
  id: string;
  /** File name, also the path relative to the project file (the zip puts both in one folder). */
  fileName: string;
  durationS: number;
  video: { width: number; height: number } | null;
  /** The file's own sound as probed: sample rate and channels. */
  audio: { rate: number; channels: number } | null;
}

/** How a picture meets the sequence's frame: `fill` covers it (cropping the rest), `fit` shows it whole. */
export type ProjectFit = 'fill' | 'fit';

/** Where the crop is centred, `frame` frames after the clip's start on the timeline (x, y: 0..1 of the source). */
export interface ProjectFramingKey {
  frame: number;
  x: number;
  y: number;
}

export interface ProjectClip {
  name: string;
  mediaId: string;
  /** Where it starts on the timeline and how many timeline frames it takes. */
  atFrame: number;
  frames: number;
  /** First media frame it shows (at the sequence's rate). */
  sourceStartFrame: number;
  /** Media frames per timeline frame (time-lapse); 1 plays as recorded. */
  speed: number;
  note?: string;
  fit: ProjectFit;
  /** With `fill`: where the crop is centred over time (empty: the middle). */
  framing: ProjectFramingKey[];
}

export interface ProjectText {
  kind: 'title' | 'lower_third' | 'caption';
  text: string;
  atFrame: number;
  frames: number;
}

/** A level at `frame` frames after the audio clip's start, in dB of gain (0: as recorded). */
export interface ProjectLevelKey {
  frame: number;
  db: number;
}

export interface ProjectAudioClip {
  name: string;
  mediaId: string;
  atFrame: number;
  frames: number;
  sourceStartFrame: number;
  /** Gain over the clip: one key for a constant level, more where it ducks under speech. */
  levels: ProjectLevelKey[];
}

/** A frame rate as a rational (NTSC rates as 30000/1001 and friends), for formats that count time in frames. */
export function getFrameRate(fps: number): { num: number; den: number; timebase: number; ntsc: boolean } {
  const rounded = Math.round(fps);
  if (Math.abs(fps - (rounded * 1000) / 1001) < 0.005 && Math.abs(fps - rounded) > 0.005) return { num: rounded * 1000, den: 1001, timebase: rounded, ntsc: true };
  return { num: rounded, den: 1, timebase: rounded, ntsc: false };
}

/**
 * The picture's scale and offset that show a clip as the render frames it: `fill` scales the source to cover the
 * sequence and moves it so the crop's centre sits in the middle (kept inside the picture, as the render's crop is);
 * offsets are sequence pixels, x to the right and y downwards.
 */
export function getClipPlacement(source: { width: number; height: number }, sequence: { width: number; height: number }, fit: ProjectFit, centre: { x: number; y: number }): { scale: number; offsetX: number; offsetY: number } {
  const scale = fit === 'fill' ? Math.max(sequence.width / source.width, sequence.height / source.height) : Math.min(sequence.width / source.width, sequence.height / source.height);
  if (fit === 'fit') return { scale, offsetX: 0, offsetY: 0 };
  // The crop window in source pixels, and how far its centre may move before it leaves the picture.
  const cropW = sequence.width / scale;
  const cropH = sequence.height / scale;
  const clamp = (v: number, side: number, crop: number) => Math.min(side - crop / 2, Math.max(crop / 2, v * side));
  const cx = clamp(centre.x, source.width, cropW);
  const cy = clamp(centre.y, source.height, cropH);
  return { scale, offsetX: (source.width / 2 - cx) * scale, offsetY: (source.height / 2 - cy) * scale };
}
