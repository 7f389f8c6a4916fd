import { SEGMENT_TARGET_S } from '../../media/plan-segments';
import { getProjectDuration } from './get-project-duration';
import { getSourceStep } from './get-source-frame';
import { getTransitionWindows } from './get-transition-window';
import { makeHashKey } from './make-hash-key';
import type { Animated, Clip, ProjectDoc, Track } from './project-doc';
import { ceilDiv, formatRational } from './rational';

/** Bump when the meaning of the inputs changes, so every cached segment renders again. */
export const RENDER_INPUTS_VERSION = 1;

/** A stretch of the timeline rendered as one unit: frames [start, end), and the key of exactly what it depends on. */
export interface RenderSegment {
  index: number;
  start: number;
  end: number;
  /** Equal keys render equal frames and sound, wherever they are on the timeline: a finished one can be reused. */
  key: string;
  /** What the key is made of; every frame in it is counted from the segment's start. */
  inputs: SegmentInputs;
}

export interface SegmentInputs {
  version: number;
  frameRate: string;
  size: { width: number; height: number };
  frames: number;
  /** The tracks that show or sound there, bottom first. */
  layers: unknown[];
}

/** The default longest segment: about SEGMENT_TARGET_S seconds of project frames. */
export const getDefaultSegmentFrames = (doc: ProjectDoc) => Number(ceilDiv(BigInt(SEGMENT_TARGET_S) * BigInt(doc.frameRate.num), BigInt(doc.frameRate.den)));

/** An animation seen from frame `o` for `length` frames: the keyframes inside and the nearest on each side, shifted. */
function seenAnimation(param: Animated, o: number, length: number): unknown {
  const { keyframes } = param;
  if (keyframes.length === 0) return param.value;
  const before = keyframes.filter((k) => k.frame < o).pop();
  const after = keyframes.find((k) => k.frame >= o + length);
  return [...(before ? [before] : []), ...keyframes.filter((k) => k.frame >= o && k.frame < o + length), ...(after ? [after] : [])].map((k) => [k.frame - o, k.value, k.easing]);
}

/** A head and a tail effect (fades, title animations) where they reach the segment: start and length, from `o`. */
function headTail(head: number, tail: number, duration: number, o: number, length: number): unknown {
  const reaches = (from: number, frames: number) => frames > 0 && from < o + length && from + frames > o;
  return [reaches(0, head) ? [-o, head] : null, reaches(duration - tail, tail) ? [duration - tail - o, tail] : null];
}

/** One clip as the segment [start, start + length) sees it; null when nothing of it is seen or heard. */
function describeClip(doc: ProjectDoc, track: Track, clip: Clip, start: number, length: number): unknown {
  const o = start - clip.start;
  const seen = track.kind !== 'audio' && !track.hidden;
  if (clip.kind === 'text') {
    if (!seen) return null;
    return { text: clip.text, style: clip.style, position: clip.position, animations: [clip.animationIn.kind, clip.animationOut.kind, headTail(clip.animationIn.duration, clip.animationOut.duration, clip.duration, o, length)] };
  }
  const heard = !track.muted && clip.audio !== null && !clip.audio.muted;
  if (!seen && !heard) return null;
  const step = getSourceStep(clip, doc.frameRate);
  // Source frame k of the segment: floor(position + k × step).
  const source = {
    fileId: clip.source.fileId,
    rate: formatRational(BigInt(clip.source.rate.num), BigInt(clip.source.rate.den)),
    step: formatRational(step.num, step.den),
    position: formatRational(BigInt(clip.in) * step.den + BigInt(o) * step.num, step.den),
    // Only frames past the clip's ends (a transition's handles) depend on where the clip and the source end.
    outside: o < 0 || o + length > clip.duration ? [-o, clip.duration - o, clip.source.frames] : null,
  };
  const picture =
    seen && clip.kind === 'video'
      ? { colour: clip.colour, transform: Object.fromEntries(Object.entries(clip.transform).map(([key, param]) => [key, seenAnimation(param, o, length)])), fades: headTail(clip.fadeIn, clip.fadeOut, clip.duration, o, length) }
      : null;
  const sound = heard && clip.audio ? { volume: seenAnimation(clip.audio.volume, o, length), fades: headTail(clip.audio.fadeIn, clip.audio.fadeOut, clip.duration, o, length), keepPitch: clip.speed.keepPitch } : null;
  return { source, picture, sound };
}

/** A track as the segment sees it: its clip, or both clips and the mix of a transition; null when nothing is there. */
function describeLayer(doc: ProjectDoc, track: Track, start: number, length: number): unknown {
  const mix = getTransitionWindows(track).find((w) => w.start <= start && start < w.end);
  if (mix) {
    const { transition } = mix;
    const clips = [describeClip(doc, track, mix.from, start, length), describeClip(doc, track, mix.to, start, length)];
    if (clips.every((c) => c === null)) return null;
    return { kind: track.kind, clips, transition: [transition.kind, transition.direction, transition.duration, start - mix.start] };
  }
  const clip = track.clips.find((c) => c.start <= start && start < c.start + c.duration);
  const described = clip ? describeClip(doc, track, clip, start, length) : null;
  return described === null ? null : { kind: track.kind, clips: [described], transition: null };
}

/**
 * Cuts the timeline into render segments: at every clip's start and end and every transition's edges (so each
 * segment is one steady arrangement), and inside a long stretch every `maxFrames` from its start. Each segment's key
 * hashes exactly what its frames and sound depend on, counted from its own start: the project's rate and size, and per
 * track the source position and step, the effects and keyframes that reach it. Not its place on the timeline, ids,
 * names or markers: after an edit, only segments whose inputs changed get new keys, and a segment that only moved
 * (rippled later) keeps its key and its render.
 */
export function getRenderSegments(doc: ProjectDoc, maxFrames = getDefaultSegmentFrames(doc)): RenderSegment[] {
  const longest = Math.max(1, Math.floor(maxFrames));
  const duration = getProjectDuration(doc);
  const cuts = new Set([0, duration]);
  for (const track of doc.tracks) {
    for (const clip of track.clips) cuts.add(clip.start).add(clip.start + clip.duration);
    for (const w of getTransitionWindows(track)) cuts.add(Math.max(0, w.start)).add(w.end);
  }
  const sorted = [...cuts].filter((c) => c >= 0 && c <= duration).sort((a, b) => a - b);
  const segments: RenderSegment[] = [];
  const frameRate = formatRational(BigInt(doc.frameRate.num), BigInt(doc.frameRate.den));
  for (let i = 0; i + 1 < sorted.length; i++) {
    for (let start = sorted[i]!; start < sorted[i + 1]!; start += longest) {
      const end = Math.min(start + longest, sorted[i + 1]!);
      const layers = doc.tracks.map((track) => describeLayer(doc, track, start, end - start)).filter((layer) => layer !== null);
      const inputs: SegmentInputs = { version: RENDER_INPUTS_VERSION, frameRate, size: doc.size, frames: end - start, layers };
      segments.push({ index: segments.length, start, end, key: makeHashKey(inputs), inputs });
    }
  }
  return segments;
}
