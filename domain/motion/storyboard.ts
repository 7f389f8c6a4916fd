/**
 * A MotionChat storyboard: everything the renderer needs, as plain data. Times are whole frames so a render is
 * frame-exact; positions are fractions of the frame so any aspect ratio reuses one layout.
 */

export const TEXT_ROLES = ['title', 'subtitle', 'body', 'cta'] as const;
export type TextRole = (typeof TEXT_ROLES)[number];

export const TEXT_ANIMATIONS = ['none', 'fade', 'slide-up', 'slide-left', 'pop'] as const;
export type TextAnimation = (typeof TEXT_ANIMATIONS)[number];

export const SCENE_LAYOUTS = ['center', 'left', 'bottom', 'split'] as const;
export type SceneLayout = (typeof SCENE_LAYOUTS)[number];

/** Scene-to-scene transitions; all but `cut` are ffmpeg xfade transitions of the same name. */
export const TRANSITIONS = ['cut', 'fade', 'fadeblack', 'slideleft', 'slideup', 'wipeleft', 'circleopen', 'dissolve'] as const;
export type TransitionKind = (typeof TRANSITIONS)[number];

export const SHAPE_KINDS = ['rect', 'circle', 'bar'] as const;
export type ShapeKind = (typeof SHAPE_KINDS)[number];

export const MUSIC_BEDS = ['amen', 'breakbeat', 'compus', 'garzul', 'industrial', 'mika', 'safari', 'tabla'] as const;
export type MusicBed = (typeof MUSIC_BEDS)[number];

/** `#rrggbb`. */
export type Colour = string;

/** A box in fractions of the frame (0..1): left, top, width, height. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export type Background = { kind: 'solid'; color: Colour } | { kind: 'gradient'; from: Colour; to: Colour; angle: number };

export interface MotionText {
  role: TextRole;
  text: string;
  color: Colour;
  animation: TextAnimation;
}

export interface MotionShape {
  kind: ShapeKind;
  color: Colour;
  box: Box;
  animation: TextAnimation;
}

export interface MotionImage {
  /** A storage key (uploaded or fetched from the user's website). */
  key: string;
  box: Box;
  animation: TextAnimation;
}

/** A picture of the scene's subject: one emoji, drawn from the Noto Color Emoji font, centred in its box. */
export interface MotionIcon {
  emoji: string;
  box: Box;
  animation: TextAnimation;
}

export interface Scene {
  id: string;
  durationFrames: number;
  background: Background;
  layout: SceneLayout;
  texts: MotionText[];
  shapes: MotionShape[];
  images: MotionImage[];
  /** Icons over the shapes, under the texts (older storyboards have none). */
  icons?: MotionIcon[];
  /** How this scene enters from the previous one (ignored on the first scene). */
  transition: { kind: TransitionKind; durationFrames: number };
}

export interface Palette {
  background: Colour;
  accent: Colour;
  text: Colour;
}

export interface Storyboard {
  version: 1;
  /** The template the planner started from. */
  template: string;
  /** `W:H`, e.g. `16:9`. */
  aspect: string;
  width: number;
  height: number;
  fps: number;
  palette: Palette;
  scenes: Scene[];
  music: { bed: MusicBed; volume: number } | null;
  /** A brand logo (paid plans only), drawn in a corner on every scene. */
  logo: { key: string; corner: 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right' } | null;
  /** Render with an alpha channel and no background. */
  transparent: boolean;
}

/** Frames of the whole video. */
export function getStoryboardFrames(storyboard: Storyboard): number {
  return storyboard.scenes.reduce((sum, scene) => sum + scene.durationFrames, 0);
}

/** Seconds of the whole video. */
export function getStoryboardDurationS(storyboard: Storyboard): number {
  return getStoryboardFrames(storyboard) / storyboard.fps;
}

/** The first frame of each scene. */
export function getSceneStartFrames(storyboard: Storyboard): number[] {
  const starts: number[] = [];
  let at = 0;
  for (const scene of storyboard.scenes) {
    starts.push(at);
    at += scene.durationFrames;
  }
  return starts;
}
