import { cutAnimated } from './cut-animated';
import { getSourceFrame } from './get-source-frame';
import type { Clip, ClipAudio, TextAnimation, Transform } from './project-doc';
import type { Rational } from './rational';

/**
 * A head effect (fade in, animation in) of `head` frames and a tail one of `tail` frames, for the part [from, to) of
 * a clip `duration` long: each stays with the part that keeps the clip's head or tail, shortened by what is cut from
 * it, and together they never outlast the part.
 */
export function cutHeadTail(head: number, tail: number, duration: number, from: number, to: number): [number, number] {
  const length = to - from;
  const newHead = Math.min(length, from <= 0 ? head : Math.max(0, head - from));
  const newTail = Math.min(length - newHead, to >= duration ? tail : Math.max(0, tail - (duration - to)));
  return [newHead, newTail];
}

const cutTransform = (transform: Transform, from: number, to: number): Transform =>
  Object.fromEntries(Object.entries(transform).map(([key, param]) => [key, cutAnimated(param, from, to)])) as unknown as Transform;

const cutAudio = (audio: ClipAudio, duration: number, from: number, to: number): ClipAudio => {
  const [fadeIn, fadeOut] = cutHeadTail(audio.fadeIn, audio.fadeOut, duration, from, to);
  return { ...audio, volume: cutAnimated(audio.volume, from, to), fadeIn, fadeOut };
};

const cutAnimation = (animation: TextAnimation, duration: number): TextAnimation =>
  duration > 0 ? { ...animation, duration } : { kind: 'none', duration: 0 };

/**
 * The part of a clip at its local frames [from, to), as a clip of its own at the same timeline place: its source
 * point, keyframes, fades and animations follow. `from` below 0 or `to` past the end lengthen the clip (a trim
 * outwards); the id stays (the caller gives a second part a new one).
 */
export function cutClip(clip: Clip, projectRate: Rational, from: number, to: number): Clip {
  const placed = { start: clip.start + from, duration: to - from };
  switch (clip.kind) {
    case 'video': {
      const [fadeIn, fadeOut] = cutHeadTail(clip.fadeIn, clip.fadeOut, clip.duration, from, to);
      return {
        ...clip,
        ...placed,
        in: getSourceFrame(clip, projectRate, from),
        fadeIn,
        fadeOut,
        transform: cutTransform(clip.transform, from, to),
        audio: clip.audio && cutAudio(clip.audio, clip.duration, from, to),
      };
    }
    case 'audio':
      return { ...clip, ...placed, in: getSourceFrame(clip, projectRate, from), audio: cutAudio(clip.audio, clip.duration, from, to) };
    case 'text': {
      const [head, tail] = cutHeadTail(clip.animationIn.duration, clip.animationOut.duration, clip.duration, from, to);
      return { ...clip, ...placed, animationIn: cutAnimation(clip.animationIn, head), animationOut: cutAnimation(clip.animationOut, tail) };
    }
  }
}
