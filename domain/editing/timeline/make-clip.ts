import type { Animated, AudioClip, ClipAudio, MediaSource, TextClip, Transform, VideoClip } from './project-doc';

const still = (value: number): Animated => ({ value, keyframes: [] });

/** Sound as recorded: 0 dB, no fades. */
export const makeClipAudio = (): ClipAudio => ({ volume: still(0), muted: false, fadeIn: 0, fadeOut: 0 });

/** The picture as it is: centred, fitted, not rotated or cropped. */
export const makeTransform = (): Transform => ({
  x: still(0),
  y: still(0),
  scale: still(1),
  rotation: still(0),
  cropLeft: still(0),
  cropTop: still(0),
  cropRight: still(0),
  cropBottom: still(0),
});

type Placement = { id: string; start: number; duration: number; in: number; source: MediaSource };

/** A video clip of a file at normal speed, unadjusted, with the file's sound when it has any. */
export function makeVideoClip(place: Placement): VideoClip {
  return {
    kind: 'video',
    ...place,
    source: { ...place.source },
    linkId: null,
    speed: { ratio: { num: 1, den: 1 }, keepPitch: true },
    fadeIn: 0,
    fadeOut: 0,
    colour: { exposure: 0, contrast: 0, saturation: 0, temperature: 0 },
    transform: makeTransform(),
    audio: place.source.hasAudio ? makeClipAudio() : null,
  };
}

/** An audio clip of a file's sound at normal speed. */
export function makeAudioClip(place: Placement): AudioClip {
  return { kind: 'audio', ...place, source: { ...place.source }, linkId: null, speed: { ratio: { num: 1, den: 1 }, keepPitch: true }, audio: makeClipAudio() };
}

/** A title in the default style: white Noto Sans with an outline, centred in the lower third, fading in and out. */
export function makeTextClip(place: { id: string; start: number; duration: number; text: string }): TextClip {
  const fade = Math.min(8, Math.floor(place.duration / 2));
  return {
    kind: 'text',
    ...place,
    linkId: null,
    style: { font: 'Noto Sans', size: 0.07, colour: '#ffffff', bold: true, align: 'center', outline: { colour: '#000000', width: 0.08 }, box: null },
    position: { x: 0.5, y: 0.8 },
    animationIn: fade > 0 ? { kind: 'fade', duration: fade } : { kind: 'none', duration: 0 },
    animationOut: fade > 0 ? { kind: 'fade', duration: fade } : { kind: 'none', duration: 0 },
  };
}
