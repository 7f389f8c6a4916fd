import { describe, expect, it } from 'vitest';
import { buildTracks, getBoxesAt, type FrameDetections } from './build-tracks';

const options = { maxGapFrames: 10, padFrames: 2, smoothFrames: 6, range: { firstFrame: 0, lastFrame: 59 }, minDetections: 2, sureScore: 0.8 };
const box = (x: number, y: number, size = 20, score = 0.7) => ({ x, y, w: size, h: size, score });

describe('buildTracks', () => {
  it('keeps one id per person through a gap shorter than maxGapFrames, and fills the gap', () => {
    const detections: FrameDetections[] = [];
    for (let f = 0; f < 40; f++) if (f < 10 || f > 16) detections.push({ frame: f, boxes: [box(100 + 2 * f, 50)] });
    const tracks = buildTracks(detections, options);
    expect(tracks).toHaveLength(1);
    const [covered] = getBoxesAt(tracks, 13);
    expect(covered!.x).toBeCloseTo(126, 0);
  });

  it('splits two people walking past each other by their motion', () => {
    const detections: FrameDetections[] = [];
    for (let f = 0; f < 30; f++) detections.push({ frame: f, boxes: [box(10 + 8 * f, 50), box(250 - 8 * f, 50)] });
    const tracks = buildTracks(detections, options);
    expect(tracks).toHaveLength(2);
    // Each track keeps its direction all the way: no swap when they cross.
    for (const track of tracks) {
      const steps = track.boxes.slice(1).map((b, i) => b.x - track.boxes[i]!.x);
      expect(steps.every((s) => Math.sign(s) === Math.sign(steps[0]!))).toBe(true);
    }
  });

  it('follows a small face that moves more than its width between detections (every third frame)', () => {
    const detections: FrameDetections[] = [];
    for (let f = 0; f < 30; f += 3) detections.push({ frame: f, boxes: [box(20 * f, 40)] });
    expect(buildTracks(detections, options)).toHaveLength(1);
  });

  it('drops a lone unsure detection, keeps a lone sure one', () => {
    expect(buildTracks([{ frame: 5, boxes: [box(10, 10, 20, 0.6)] }], options)).toHaveLength(0);
    expect(buildTracks([{ frame: 5, boxes: [box(10, 10, 20, 0.9)] }], options)).toHaveLength(1);
  });

  it('covers padFrames before the first and after the last detection, within the range', () => {
    const detections = [10, 11, 12].map((frame) => ({ frame, boxes: [box(100, 100)] }));
    const [track] = buildTracks(detections, options);
    expect(track!.firstFrame).toBe(8);
    expect(track!.boxes).toHaveLength(7);
    const atStart = buildTracks([0, 1].map((frame) => ({ frame, boxes: [box(100, 100)] })), options);
    expect(atStart[0]!.firstFrame).toBe(0);
  });

  it('removes detector jitter: noisy boxes around a straight path come out on it', () => {
    const noise = [3, -2, 4, -3, 1, -4, 2, 3, -1, -3, 4, -2, 0, 2, -3, 3, -4, 1, 2, -2];
    const detections = noise.map((n, f) => ({ frame: f, boxes: [box(100 + 5 * f + n, 60 - n, 24 + (n % 2))] }));
    const [track] = buildTracks(detections, options);
    const errors = track!.boxes.slice(2, 20).map((b, i) => Math.abs(b.x + b.w / 2 - (100 + 5 * (i + 2) + 12)));
    expect(Math.max(...errors)).toBeLessThan(2.5);
  });

  it('drops a face-like shape seen now and then (an arm in a few runs of many), keeps a face seen in most runs', () => {
    const strict = { ...options, minDetections: 3, minHitRate: 0.3 };
    const detections: FrameDetections[] = [];
    // 30 detection runs: the face in every one, the "arm" in 4 of them (more than minDetections, under a third).
    for (let f = 0; f < 30; f++) detections.push({ frame: f, boxes: [box(100, 50), ...(f % 8 === 2 ? [box(300, 200, 60, 0.6)] : [])] });
    const tracks = buildTracks(detections, { ...strict, maxGapFrames: 10 });
    expect(tracks.map((t) => t.best.box.x)).toEqual([100]);
    // Without the hit rate the arm is a person too.
    expect(buildTracks(detections, { ...options, maxGapFrames: 10, minDetections: 3 })).toHaveLength(2);
  });

  it('keeps a sure face cut short by the range end, drops a sure one-off in the middle', () => {
    const strict = { ...options, minDetections: 3, minHitRate: 0.3 };
    const detections: FrameDetections[] = [];
    for (let f = 0; f < 30; f++) detections.push({ frame: f, boxes: [...(f === 15 ? [box(300, 200, 40, 0.9)] : []), ...(f >= 28 ? [box(10, 10, 40, 0.9)] : [])] });
    expect(buildTracks(detections, strict).map((t) => t.best.box.x)).toEqual([10]);
  });

  it('one face seen twice in a frame (two overlapping boxes that non-max suppression keeps) is one track, not two', () => {
    const detections: FrameDetections[] = [];
    // A tight box and, in every other run, a second one shifted up and right (IoU 0.25, under NMS's 0.3).
    for (let f = 0; f < 30; f++) detections.push({ frame: f, boxes: [{ x: 100, y: 50, w: 30, h: 30, score: 0.9 }, ...(f % 2 === 0 ? [{ x: 112, y: 38, w: 36, h: 36, score: 0.6 }] : [])] });
    const tracks = buildTracks(detections, options);
    expect(tracks).toHaveLength(1);
    expect(tracks[0]!.best.score).toBe(0.9);
  });

  it('keeps a face so small that only the tiles (every third run) find it, even when one tiled run misses it', () => {
    const strict = { ...options, minDetections: 3, minHitRate: 0.3 };
    const detections: FrameDetections[] = [];
    // Tiled runs at 0, 3, 6...; the face is found at 0, 3 and 12 (missed at 6 and 9): 3 hits over 13 runs, 3 of 5 tiled.
    for (let f = 0; f < 15; f++) detections.push({ frame: f, tiled: f % 3 === 0, boxes: [0, 3, 12].includes(f) ? [box(100 + f, 50, 14)] : [] });
    expect(buildTracks(detections, strict)).toHaveLength(1);
    // Counted against every run, it would be dropped (3 of 13).
    expect(buildTracks(detections.map(({ tiled: _, ...d }) => d), strict)).toHaveLength(0);
  });
});
