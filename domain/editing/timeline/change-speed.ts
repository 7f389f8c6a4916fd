import { cutHeadTail } from './cut-clip';
import { fail, type EditResult } from './edit-error';
import { findClip, findLinkedClips } from './find-clip';
import { finishEdit } from './finish-edit';
import { getDurationForSourceSpan, getSourceOut, getSourceStep } from './get-source-frame';
import type { Animated, ClipAudio, MediaClip, ProjectDoc, Transform } from './project-doc';
import { floorDiv, reduceRational, type Rational } from './rational';
import { shiftClips } from './shift-clips';

export interface ChangeSpeedArgs {
  clipId: string;
  /** Source seconds per timeline second (2/1 twice as fast, 1/2 slow motion). */
  speed: Rational;
  keepPitch: boolean;
  /** Ripple: the clips after it on its track follow its new length; else they stay (and a longer clip may overlap). */
  ripple: boolean;
}

/**
 * Changes a clip's speed, keeping its source frames: its length becomes what they take at the new speed (and the
 * clips linked to it change with it). Keyframes stay on the same source moments; fades keep their length in
 * timeline frames. Refused: `invalid_argument` (a title, a speed outside 1/100 to 100), `overlap` without ripple,
 * `transition_too_long`.
 */
export function changeSpeed(doc: ProjectDoc, args: ChangeSpeedArgs): EditResult {
  const found = findClip(doc, args.clipId);
  if (!found) return fail({ code: 'clip_not_found', clipId: args.clipId });
  const { speed } = args;
  const validSpeed = [speed.num, speed.den].every((n) => Number.isSafeInteger(n) && n >= 1 && n <= 10_000) && speed.num * 100 >= speed.den && speed.num <= speed.den * 100;
  if (!validSpeed) return fail({ code: 'invalid_argument', field: 'speed' });
  if (found.clip.kind === 'text') return fail({ code: 'invalid_argument', field: 'clipId' });
  const ratio = reduceRational(speed);
  const targets = [found.clip, ...findLinkedClips(doc, found.clip).map((l) => l.clip)].filter((c): c is MediaClip => c.kind !== 'text');
  const changed = new Map(targets.map((clip) => [clip.id, respeed(clip, doc, { ratio, keepPitch: args.keepPitch })]));
  const tracks = doc.tracks.map((track) => {
    let next = track;
    for (const clip of track.clips) {
      const after = changed.get(clip.id);
      if (after && args.ripple) next = shiftClips(next, clip.start + clip.duration, after.duration - clip.duration);
    }
    return { ...next, clips: next.clips.map((c) => changed.get(c.id) ?? c) };
  });
  return finishEdit({ ...doc, tracks });
}

function respeed(clip: MediaClip, doc: ProjectDoc, speed: MediaClip['speed']): MediaClip {
  const span = getSourceOut(clip, doc.frameRate) - clip.in;
  const before = getSourceStep(clip, doc.frameRate);
  const after = getSourceStep({ ...clip, speed }, doc.frameRate);
  const duration = getDurationForSourceSpan(span, after);
  // Clip frame k showed source offset k × before; that moment is now at k × before ÷ after.
  const remap = (param: Animated): Animated => {
    const frames = new Map<number, Animated['keyframes'][number]>();
    for (const k of param.keyframes) {
      const frame = Math.min(duration - 1, Number(floorDiv(BigInt(k.frame) * before.num * after.den, before.den * after.num)));
      frames.set(frame, { ...k, frame });
    }
    return { value: param.value, keyframes: [...frames.values()] };
  };
  const audio = (a: ClipAudio): ClipAudio => {
    const [fadeIn, fadeOut] = cutHeadTail(a.fadeIn, a.fadeOut, duration, 0, duration);
    return { ...a, volume: remap(a.volume), fadeIn, fadeOut };
  };
  if (clip.kind === 'audio') return { ...clip, speed, duration, audio: audio(clip.audio) };
  const [fadeIn, fadeOut] = cutHeadTail(clip.fadeIn, clip.fadeOut, duration, 0, duration);
  return {
    ...clip,
    speed,
    duration,
    fadeIn,
    fadeOut,
    transform: Object.fromEntries(Object.entries(clip.transform).map(([key, param]) => [key, remap(param)])) as unknown as Transform,
    audio: clip.audio && audio(clip.audio),
  };
}
