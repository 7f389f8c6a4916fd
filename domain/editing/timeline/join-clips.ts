import { fail, type EditResult } from './edit-error';
import { findClip } from './find-clip';
import { finishEdit } from './finish-edit';
import { getAnimatedValue } from './get-animated-value';
import { getSourceFrame } from './get-source-frame';
import type { Animated, ClipAudio, Keyframe, MediaClip, ProjectDoc, Transform } from './project-doc';
import { compareRationals } from './rational';

export interface JoinClipsArgs {
  /** The clip before the cut; it is joined with the clip right after it. */
  clipId: string;
}

/** One animated value for two clips end to end, each frame keeping its value (keyframes at both sides of the cut). */
export function joinAnimated(a: Animated, aLength: number, b: Animated): Animated {
  if (a.keyframes.length === 0 && b.keyframes.length === 0 && a.value === b.value) return a;
  const keyframes: Keyframe[] = [...a.keyframes];
  if (keyframes[keyframes.length - 1]?.frame !== aLength - 1) keyframes.push({ frame: aLength - 1, value: getAnimatedValue(a, aLength - 1), easing: 'linear' });
  if (b.keyframes[0]?.frame !== 0) keyframes.push({ frame: aLength, value: getAnimatedValue(b, 0), easing: 'linear' });
  keyframes.push(...b.keyframes.map((k) => ({ ...k, frame: k.frame + aLength })));
  return { value: a.value, keyframes };
}

const joinAudio = (a: ClipAudio, aLength: number, b: ClipAudio): ClipAudio => ({ ...a, volume: joinAnimated(a.volume, aLength, b.volume), fadeOut: b.fadeOut });

const sameSettings = (a: MediaClip, b: MediaClip): boolean => {
  if ((a.audio === null) !== (b.audio === null) || a.audio?.muted !== b.audio?.muted) return false;
  return a.kind !== 'video' || b.kind !== 'video' || JSON.stringify(a.colour) === JSON.stringify(b.colour);
};

/**
 * Joins a clip with the one right after it when they are one run of the same source (a cut that changes nothing:
 * same file, rate and speed, the second starting at the source frame the first would show next). Keyframes join
 * frame for frame; the fades at the cut and a transition on it go. Refused: `not_adjacent`; `not_joinable` with the
 * reason (`kind` for titles, `source` when not contiguous in the source, `settings` for different colour or sound).
 */
export function joinClips(doc: ProjectDoc, args: JoinClipsArgs): EditResult {
  const found = findClip(doc, args.clipId);
  if (!found) return fail({ code: 'clip_not_found', clipId: args.clipId });
  const { clip: a, track, trackIndex } = found;
  const b = track.clips.find((c) => c.start === a.start + a.duration);
  if (!b) return fail({ code: 'not_adjacent', clipId: a.id });
  if (a.kind === 'text' || b.kind === 'text' || a.kind !== b.kind) return fail({ code: 'not_joinable', clipId: a.id, reason: 'kind' });
  const contiguous =
    a.source.fileId === b.source.fileId &&
    compareRationals(a.source.rate, b.source.rate) === 0 &&
    compareRationals(a.speed.ratio, b.speed.ratio) === 0 &&
    a.speed.keepPitch === b.speed.keepPitch &&
    b.in === getSourceFrame(a, doc.frameRate, a.duration);
  if (!contiguous) return fail({ code: 'not_joinable', clipId: a.id, reason: 'source' });
  if (!sameSettings(a, b)) return fail({ code: 'not_joinable', clipId: a.id, reason: 'settings' });
  const duration = a.duration + b.duration;
  const audio = a.audio && b.audio && joinAudio(a.audio, a.duration, b.audio);
  const joined: MediaClip =
    a.kind === 'video' && b.kind === 'video'
      ? {
          ...a,
          duration,
          fadeOut: b.fadeOut,
          transform: Object.fromEntries(Object.entries(a.transform).map(([key, param]) => [key, joinAnimated(param, a.duration, b.transform[key as keyof Transform])])) as unknown as Transform,
          audio,
        }
      : { ...(a as Extract<MediaClip, { kind: 'audio' }>), duration, audio: audio! };
  const tracks = doc.tracks.map((t, i) =>
    i === trackIndex
      ? {
          ...t,
          clips: t.clips.filter((c) => c.id !== b.id).map((c) => (c.id === a.id ? joined : c)),
          transitions: t.transitions.filter((x) => x.fromClipId !== a.id).map((x) => (x.fromClipId === b.id ? { ...x, fromClipId: a.id } : x)),
        }
      : t,
  );
  return finishEdit({ ...doc, tracks });
}
