import type { Rational } from './rational';

/**
 * OneEditor's project document, version 1: the whole edit as plain data (JSON), read by the editor, the preview and
 * the render. Every time is a whole number of frames: timeline positions in project frames, source points in the
 * source's own frames. Clip-local frames (keyframes, fades, animations) count from the clip's first timeline frame.
 */
export const PROJECT_DOC_VERSION = 1;

export const TRACK_KINDS = ['video', 'audio', 'text'] as const;
export type TrackKind = (typeof TRACK_KINDS)[number];

/** Transitions across a cut; audio tracks take `crossfade` and `dip_to_black` (a dip to silence) only. */
export const TRANSITION_KINDS = ['crossfade', 'dip_to_black', 'wipe'] as const;
export type TransitionKind = (typeof TRANSITION_KINDS)[number];

export const WIPE_DIRECTIONS = ['left', 'right', 'up', 'down'] as const;
export type WipeDirection = (typeof WIPE_DIRECTIONS)[number];

/** Families of the Noto fonts the render machines ship (`fonts-noto-core`, `fonts-noto-cjk`; scripts/ensure.sh). */
export const NOTO_FONTS = [
  'Noto Sans',
  'Noto Serif',
  'Noto Sans Display',
  'Noto Serif Display',
  'Noto Sans Mono',
  'Noto Sans Arabic',
  'Noto Naskh Arabic',
  'Noto Sans Hebrew',
  'Noto Sans Devanagari',
  'Noto Sans Thai',
  'Noto Sans CJK SC',
  'Noto Serif CJK SC',
] as const;
export type NotoFont = (typeof NOTO_FONTS)[number];

export const TEXT_ANIMATIONS = ['none', 'fade', 'slide_up', 'slide_left', 'pop', 'typewriter'] as const;
export type TextAnimationKind = (typeof TEXT_ANIMATIONS)[number];

/** How a keyframed value goes on to the next keyframe: a straight line, or held until it. */
export const EASINGS = ['linear', 'hold'] as const;
export type Easing = (typeof EASINGS)[number];

/** `#rrggbb`. */
export type Colour = string;

export interface Keyframe {
  /** Clip-local frame. */
  frame: number;
  value: number;
  easing: Easing;
}

/** A value that may change over the clip: `value` when there are no keyframes; else held before the first and after the last. */
export interface Animated {
  value: number;
  keyframes: Keyframe[];
}

/** What a clip cuts from: an uploaded file, counted in its own frames. */
export interface MediaSource {
  fileId: string;
  /** The file's frame rate (for a sound-only file, any rate its points are counted in, e.g. 48000/1). */
  rate: Rational;
  /** The file's length in its frames, when probed; null when not yet known. */
  frames: number | null;
  hasVideo: boolean;
  hasAudio: boolean;
}

/** Playback speed: source seconds per timeline second (1/2 is slow motion). */
export interface Speed {
  ratio: Rational;
  /** Keep the sound's pitch when the speed is not 1 (atempo), else it shifts like tape. */
  keepPitch: boolean;
}

/** Colour adjustments, 0 = unchanged. Exposure in stops; the others from -1 to 1 (saturation -1 is grey). */
export interface ColourAdjustments {
  exposure: number;
  contrast: number;
  saturation: number;
  temperature: number;
}

/**
 * Where the picture sits. x, y: the centre's offset from the frame's centre in fractions of the frame's width and
 * height; scale 1 fits the frame; rotation in degrees clockwise; crops in fractions of the source's width or height.
 */
export interface Transform {
  x: Animated;
  y: Animated;
  scale: Animated;
  rotation: Animated;
  cropLeft: Animated;
  cropTop: Animated;
  cropRight: Animated;
  cropBottom: Animated;
}

/** A clip's sound. Volume in dB (0 = as recorded); fades in clip frames. */
export interface ClipAudio {
  volume: Animated;
  muted: boolean;
  fadeIn: number;
  fadeOut: number;
}

interface ClipBase {
  id: string;
  /** First timeline frame (project frames). */
  start: number;
  /** Timeline frames it lasts (at least 1). */
  duration: number;
  /** Clips that move, delete and change speed together (a video and its detached sound) share a link id. */
  linkId: string | null;
}

interface MediaClipBase extends ClipBase {
  source: MediaSource;
  /**
   * The source frame shown at the clip's first frame. The clip's frame k shows source frame
   * `in + floor(k * speed * sourceRate / projectRate)`; its out point (exclusive) is the frame after the last one shown
   * (get-source-frame.ts). Kept as `in` + `duration` because at mixed rates whole source frames cannot hold every
   * timeline length: a 24 fps frame spans 1.25 frames of a 30 fps timeline.
   */
  in: number;
  speed: Speed;
}

export interface VideoClip extends MediaClipBase {
  kind: 'video';
  /** Fades from and to black, in clip frames. */
  fadeIn: number;
  fadeOut: number;
  colour: ColourAdjustments;
  transform: Transform;
  /** The file's sound, played with the picture; null when it has none or it was detached to an audio track. */
  audio: ClipAudio | null;
}

export interface AudioClip extends MediaClipBase {
  kind: 'audio';
  audio: ClipAudio;
}

export interface TextAnimation {
  kind: TextAnimationKind;
  /** Clip frames it takes (0 with `none`). */
  duration: number;
}

export interface TextStyle {
  font: NotoFont;
  /** Text height in fractions of the frame's height. */
  size: number;
  colour: Colour;
  bold: boolean;
  align: 'left' | 'center' | 'right';
  /** An outline around the glyphs; width in fractions of the text size. */
  outline: { colour: Colour; width: number } | null;
  /** A box behind the text; padding in fractions of the text size. */
  box: { colour: Colour; opacity: number; padding: number } | null;
}

export interface TextClip extends ClipBase {
  kind: 'text';
  text: string;
  style: TextStyle;
  /** The text block's centre in fractions of the frame (0,0 top left; 0.5,0.5 centred). */
  position: { x: number; y: number };
  animationIn: TextAnimation;
  animationOut: TextAnimation;
}

export type MediaClip = VideoClip | AudioClip;
export type Clip = VideoClip | AudioClip | TextClip;

/**
 * A transition across the cut between two adjacent clips of a track, centred on the cut: it starts
 * `floor(duration / 2)` frames before it. Outside their own frames the clips continue their source mapping (handles);
 * where the source has no more frames its first or last frame is held.
 */
export interface Transition {
  id: string;
  kind: TransitionKind;
  fromClipId: string;
  toClipId: string;
  duration: number;
  /** The wipe's direction; null for the others. */
  direction: WipeDirection | null;
}

export interface Track {
  id: string;
  kind: TrackKind;
  name: string;
  /** A hidden video or text track is not drawn. */
  hidden: boolean;
  /** A muted track's sound is not heard (the sound of its video clips included). */
  muted: boolean;
  /** Sorted by start, never overlapping. */
  clips: Clip[];
  transitions: Transition[];
}

export interface Marker {
  id: string;
  frame: number;
  label: string;
  colour: Colour;
}

export interface ProjectDoc {
  version: typeof PROJECT_DOC_VERSION;
  name: string;
  frameRate: Rational;
  size: { width: number; height: number };
  /** Drawn in this order: a later video or text track covers an earlier one. */
  tracks: Track[];
  markers: Marker[];
  /** The counter new ids are drawn from (take-ids.ts), so edits stay pure and repeatable. */
  nextId: number;
}
