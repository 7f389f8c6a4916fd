import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAnalyser } from './analysers';
import { makeFaceClip, type FaceClip } from '../../../test/support/make-face-clip';
import type { TrackFile } from '../blurring/track-analyser';
import { getCoverRect } from '../blurring/cover-regions';
import { getBoxesAt } from '../blurring/build-tracks';

const scratch = mkdtempSync(join(tmpdir(), 'face-tracks-'));
let clip: FaceClip;
let tracks: TrackFile;

/** Share of `face` inside the mask the render covers for `box` (mask scale 1.3, the default). */
function coverage(face: { x: number; y: number; w: number; h: number }, box: { x: number; y: number; w: number; h: number }): number {
  const r = getCoverRect(box, 1.3, 1e9, 1e9)!;
  const ix = Math.max(0, Math.min(r.x1, face.x + face.w) - Math.max(r.x0, face.x));
  const iy = Math.max(0, Math.min(r.y1, face.y + face.h) - Math.max(r.y0, face.y));
  return (ix * iy) / (face.w * face.h);
}

beforeAll(async () => {
  // A small face (about 20 px) crossing fast, and a larger one walking the other way. At 25 fps the detector sees every
  // third frame (10 a second), picked by ffmpeg before the pipe; the tracker fills the rest.
  clip = makeFaceClip(join(scratch, 'faces.mp4'), { width: 480, height: 270, fps: 25, durationS: 2, walkers: [{ scale: 0.55, startX: -120, y: 20, speed: 200 }, { scale: 0.8, startX: 260, y: 110, speed: -60 }] });
  const analyser = getAnalyser('faces');
  const range = { firstFrame: 0, frames: clip.frames };
  const runOptions = { onProgress: () => undefined };
  // Two segments, as the detect step runs them: the tracks must continue across the join.
  // The second starts at frame 25, off the detection schedule (25 % 3 = 1): the segments must agree on it.
  const segments = [{ index: 0, firstFrame: 0, frames: 25, seekS: 0, startS: 0, endS: 1 }, { index: 1, firstFrame: 25, frames: 25, seekS: 0.98, startS: 1, endS: 2 }];
  const paths: string[] = [];
  for (const segment of segments) {
    const dir = mkdtempSync(join(scratch, 'segment-'));
    paths.push(await analyser.analyseSegment({ sourcePath: clip.path, fps: clip.fps, options: {}, scratch: dir, run: () => Promise.resolve(), runOptions, segment, range }));
  }
  tracks = JSON.parse(readFileSync(await analyser.merge({ paths, scratch }), 'utf8')) as TrackFile;
}, 240_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('face detection and tracking (BlazeFace on a composited clip)', () => {
  it('finds one track per person, the 20 px face included', () => {
    expect(tracks.tracks).toHaveLength(2);
  });

  it('covers every face on every frame where it is in the picture', () => {
    for (const walker of [0, 1]) {
      for (let n = 0; n < clip.frames; n++) {
        const face = clip.faceAt(walker, n);
        if (face.x < 0 || face.x + face.w > clip.width) continue;
        const best = Math.max(0, ...getBoxesAt(tracks.tracks, n).map((box) => coverage(face, box)));
        expect(best, `walker ${walker} frame ${n}`).toBeGreaterThan(0.95);
      }
    }
  });

  it('moves the boxes smoothly: no jitter around the true straight path, no size changes', () => {
    for (const track of tracks.tracks) {
      const centres = track.boxes.map((b) => b.x + b.w / 2);
      // The faces move at constant speed: the second difference of a smooth path is near zero.
      const wobble = centres.slice(2).map((c, i) => Math.abs(c - 2 * centres[i + 1]! + centres[i]!));
      expect(Math.max(...wobble)).toBeLessThan(2.5);
      const widths = track.boxes.map((b) => b.w);
      expect(Math.max(...widths) / Math.min(...widths)).toBeLessThan(1.2);
    }
  });
});
