import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getAnalyser } from './analysers';
import { makeFaceClip } from '../../../test/support/make-face-clip';
import { buildTracks, type FrameDetections } from '../blurring/build-tracks';
import type { TrackFile } from '../blurring/track-analyser';

const scratch = mkdtempSync(join(tmpdir(), 'face-reid-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('re-identification: a person who leaves and comes back keeps their id', () => {
  it('the same person leaving on the right and coming back from the left 1.4 s later is one track id (BlazeFace, real clip)', async () => {
    // The person's face leaves the picture at about 1.15 s and comes back at about 2.55 s: a gap longer than the
    // tracker's one second, so only re-identification can join them.
    const clip = makeFaceClip(join(scratch, 'return.mp4'), { width: 480, height: 270, fps: 10, durationS: 3.5, walkers: [{ scale: 0.6, startX: 0, y: 40, speed: 300 }, { scale: 0.6, startX: -900, y: 40, speed: 300 }] });
    const analyser = getAnalyser('faces');
    const range = { firstFrame: 0, frames: clip.frames };
    const segment = { index: 0, firstFrame: 0, frames: clip.frames, seekS: 0, startS: 0, endS: 3.5 };
    const dir = mkdtempSync(join(scratch, 'segment-'));
    const path = await analyser.analyseSegment({ sourcePath: clip.path, fps: clip.fps, options: {}, scratch: dir, run: () => Promise.resolve(), runOptions: { onProgress: () => undefined }, segment, range });
    const file = JSON.parse(readFileSync(await analyser.merge({ paths: [path], scratch }), 'utf8')) as TrackFile;
    // The tracks on the person's face (the test pattern behind also yields a small false face elsewhere, which is
    // its own id): two stretches of presence, one id.
    const onFace = file.tracks.filter((t) =>
      t.boxes.some((b, i) => [0, 1].some((w) => {
        const face = clip.faceAt(w, t.firstFrame + i);
        return Math.abs(b.x + b.w / 2 - (face.x + face.w / 2)) < face.w / 2 && Math.abs(b.y + b.h / 2 - (face.y + face.h / 2)) < face.h / 2;
      })),
    );
    expect(onFace.length).toBeGreaterThanOrEqual(2);
    expect(new Set(onFace.map((t) => t.id)).size).toBe(1);
    const [first, second] = onFace;
    expect(second!.firstFrame).toBeGreaterThan(first!.firstFrame + first!.boxes.length);
  }, 300_000);

  it('someone who looks different is a new id, and a track never takes the id of one still in the picture', () => {
    const options = { maxGapFrames: 10, padFrames: 2, smoothFrames: 6, range: { firstFrame: 0, lastFrame: 99 }, minDetections: 2, sureScore: 0.8, reidentifyBelow: 0.06 };
    const look = (v: number) => Array.from({ length: 48 }, (_, i) => (i % 3 === 0 ? v : 0.4));
    const detections: FrameDetections[] = [];
    for (let f = 0; f < 20; f++) detections.push({ frame: f, boxes: [{ x: 10 + 5 * f, y: 50, w: 30, h: 30, score: 0.9, look: look(0.8) }] });
    // Gone for 20 frames; then the same look comes back, and someone with a different look arrives too.
    for (let f = 40; f < 60; f++) {
      detections.push({ frame: f, boxes: [{ x: 10 + 5 * (f - 40), y: 50, w: 30, h: 30, score: 0.9, look: look(0.81) }, { x: 300, y: 150, w: 30, h: 30, score: 0.9, look: look(0.3) }] });
    }
    const tracks = buildTracks(detections, options);
    expect(tracks.map((t) => t.id).sort()).toEqual([0, 0, 1]);
    // Without re-identification, the returning person is a new id.
    expect(new Set(buildTracks(detections, { ...options, reidentifyBelow: 0 }).map((t) => t.id)).size).toBe(3);
    // Two at once with the same look never share an id (a crowd in uniforms stays several people).
    const both: FrameDetections[] = [];
    for (let f = 0; f < 20; f++) both.push({ frame: f, boxes: [{ x: 10, y: 50, w: 30, h: 30, score: 0.9, look: look(0.8) }, { x: 300, y: 50, w: 30, h: 30, score: 0.9, look: look(0.8) }] });
    expect(new Set(buildTracks(both, options).map((t) => t.id)).size).toBe(2);
  });
});
