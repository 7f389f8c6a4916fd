import { describe, expect, it } from 'vitest';
import { getIou, makeChangerScene } from '../../../test/support/make-changer-scene';
import { loadOpencv } from './load-opencv';
import { segmentFromClicks } from './segment-from-clicks';

const W = 320;
const H = 180;
const BALL = { cx: 110, cy: 95, rx: 42, ry: 34, rgb: [225, 120, 40] as [number, number, number] };
const BOX = { cx: 168, cy: 88, rx: 30, ry: 45, rgb: [40, 170, 160] as [number, number, number] };

describe('segmentFromClicks', () => {
  it('one click on an object returns its mask (IoU >= 0.85 against the drawn object)', async () => {
    const cv = await loadOpencv();
    const scene = makeChangerScene(W, H, [BALL]);
    const mask = segmentFromClicks(cv, scene.frame, [{ x: 105 / W, y: 92 / H, include: true }]);
    expect(getIou(mask, scene.truth(0))).toBeGreaterThanOrEqual(0.85);
  });

  it('an exclude click takes a region away from the mask', async () => {
    const cv = await loadOpencv();
    const scene = makeChangerScene(W, H, [BALL, BOX]);
    const both = segmentFromClicks(cv, scene.frame, [{ x: 100 / W, y: 95 / H, include: true }, { x: 175 / W, y: 90 / H, include: true }]);
    const [ball, box] = [scene.truth(0), scene.truth(1)];
    const union = ball.map((v, p) => v | box[p]!);
    expect(getIou(both, union)).toBeGreaterThanOrEqual(0.85);
    const withExclude = segmentFromClicks(cv, scene.frame, [{ x: 100 / W, y: 95 / H, include: true }, { x: 175 / W, y: 90 / H, include: true }, { x: 175 / W, y: 90 / H, include: false }]);
    expect(getIou(withExclude, ball)).toBeGreaterThanOrEqual(0.85);
    expect(getIou(withExclude, box)).toBeLessThan(0.05);
  });

  it('a person mask that is not about the clicked object is ignored (the person model calls a ball a person)', async () => {
    const cv = await loadOpencv();
    const scene = makeChangerScene(W, H, [BALL]);
    // The left half of the frame "is a person": much larger than the ball the user clicked.
    const prior = Float32Array.from({ length: W * H }, (_, p) => (p % W < W / 2 ? 1 : 0));
    const mask = segmentFromClicks(cv, scene.frame, [{ x: 105 / W, y: 92 / H, include: true }], prior);
    expect(getIou(mask, scene.truth(0))).toBeGreaterThanOrEqual(0.85);
  });

  it('no include click gives an empty mask', async () => {
    const cv = await loadOpencv();
    const scene = makeChangerScene(W, H, [BALL]);
    const mask = segmentFromClicks(cv, scene.frame, [{ x: 0.5, y: 0.5, include: false }]);
    expect(mask.every((v) => v === 0)).toBe(true);
  });
});
