import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { makeAudioClip, makeTextClip, makeVideoClip } from '../../domain/editing/timeline/make-clip';
import type { MediaSource, ProjectDoc, TextClip, Track, Transition, VideoClip } from '../../domain/editing/timeline/project-doc';
import type { Rational } from '../../domain/editing/timeline/rational';
import { makeRotatedClip } from './make-rotated-clip';
import { makeSyncClip } from './media-measures';

/** A source clip on disk and how a timeline names it. */
export interface TimelineSourceClip {
  path: string;
  source: MediaSource;
}

const rateText = (rate: Rational) => `${rate.num}/${rate.den}`;

/** ffmpeg's moving test pattern with a black bar jumping 37 px a frame (neighbouring frames differ clearly), optionally with a tone. */
export function makePatternClip(path: string, options: { rate: Rational; durationS: number; width: number; height: number; audio?: boolean; fileId: string }): TimelineSourceClip {
  const args = ['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=${options.width}x${options.height}:rate=${rateText(options.rate)}:duration=${options.durationS}[p];color=black:size=30x${options.height}[b];[p][b]overlay=x='mod(n*37,${options.width - 30})':y=0:eval=frame:shortest=1`];
  if (options.audio) args.push('-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${options.durationS}`);
  args.push('-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '8', '-g', '12', '-pix_fmt', 'yuv420p', ...(options.audio ? ['-c:a', 'aac', '-shortest'] : []), path);
  execFileSync('ffmpeg', args);
  const frames = Math.floor((options.durationS * options.rate.num) / options.rate.den);
  return { path, source: { fileId: options.fileId, rate: options.rate, frames, hasVideo: true, hasAudio: options.audio === true } };
}

/** The four sources of the frame-exactness project: 25 fps with a flash and its beep, 23.976 and 60 fps patterns, a phone clip. */
export function makeMixedRateSources(dir: string) {
  const sync = makeSyncClip(join(dir, 'sync25.mp4'), { fps: '25', durationS: 4, flashFrame: 30, width: 320, height: 180 });
  return {
    sync: { path: sync, source: { fileId: 'sync25', rate: { num: 25, den: 1 }, frames: 100, hasVideo: true, hasAudio: true } } satisfies TimelineSourceClip,
    film: makePatternClip(join(dir, 'film.mp4'), { rate: { num: 24000, den: 1001 }, durationS: 5, width: 320, height: 180, fileId: 'film' }),
    fast: makePatternClip(join(dir, 'fast.mp4'), { rate: { num: 60, den: 1 }, durationS: 5, width: 320, height: 180, fileId: 'fast' }),
    phone: {
      path: makeRotatedClip(join(dir, 'phone.mp4'), { width: 180, height: 320, fps: 30, durationS: 3 }),
      source: { fileId: 'phone', rate: { num: 30, den: 1 }, frames: 90, hasVideo: true, hasAudio: false },
    } satisfies TimelineSourceClip,
  };
}

export const track = (id: string, kind: Track['kind'], clips: Track['clips'], transitions: Transition[] = []): Track => ({ id, kind, name: id, hidden: false, muted: false, clips, transitions });

export const video = (id: string, clip: TimelineSourceClip, start: number, duration: number, sourceIn: number, changes: Partial<VideoClip> = {}): VideoClip => ({
  ...makeVideoClip({ id, start, duration, in: sourceIn, source: clip.source }),
  ...changes,
});

export const sound = (id: string, clip: TimelineSourceClip, start: number, duration: number, sourceIn: number) => makeAudioClip({ id, start, duration, in: sourceIn, source: clip.source });

/** A title without animations (its first and last frames are sharp), large enough to see. */
export const title = (id: string, start: number, duration: number, text: string, changes: Partial<TextClip> = {}): TextClip => ({
  ...makeTextClip({ id, start, duration, text }),
  animationIn: { kind: 'none', duration: 0 },
  animationOut: { kind: 'none', duration: 0 },
  style: { ...makeTextClip({ id, start, duration, text }).style, size: 0.2 },
  ...changes,
});

export const project = (tracks: Track[], options: { rate?: Rational; width?: number; height?: number } = {}): ProjectDoc => ({
  version: 1,
  name: 'Timeline test',
  frameRate: options.rate ?? { num: 30, den: 1 },
  size: { width: options.width ?? 320, height: options.height ?? 180 },
  tracks,
  markers: [],
  nextId: 1000,
});

/**
 * The frame-exactness project (30 fps, 320x180, 140 frames): cuts at odd frames between a 25 fps clip (its flash at
 * timeline frame 28), a 23.976 fps clip joined by an 8-frame crossfade, a 60 fps clip at 1.5x speed and an upright
 * phone clip; a title from frame 50 to 90 across the cut at 78.
 */
export function makeExactnessProject(sources: ReturnType<typeof makeMixedRateSources>, titleText = 'Kinora'): ProjectDoc {
  return project([
    track(
      'v',
      'video',
      [
        video('a', sources.sync, 0, 37, 7),
        video('b', sources.film, 37, 41, 11),
        video('c', sources.fast, 78, 33, 13, { speed: { ratio: { num: 3, den: 2 }, keepPitch: true } }),
        video('d', sources.phone, 111, 29, 5),
      ],
      [{ id: 'x1', kind: 'crossfade', fromClipId: 'a', toClipId: 'b', duration: 8, direction: null }],
    ),
    track('t', 'text', [title('title', 50, 41, titleText)]),
  ]);
}
