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
});
