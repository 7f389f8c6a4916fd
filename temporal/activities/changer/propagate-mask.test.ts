import { describe, expect, it } from 'vitest';
import { getIou, makeChangerScene, type SceneObject } from '../../../test/support/make-changer-scene';
import { loadOpencv } from './load-opencv';
import { MaskPropagator, REFINE_EVERY } from './propagate-mask';
import { segmentFromClicks } from './segment-from-clicks';

describe('MaskPropagator', () => {
  it('follows a moving object from one click across the range (IoU >= 0.85 on every frame)', async () => {
    const cv = await loadOpencv();
    const objectAt = (n: number): SceneObject => ({ cx: 80 + 5 * n, cy: 90 + 1.5 * n, rx: 36, ry: 30, rgb: [225, 120, 40] });
    const first = makeChangerScene(320, 180, [objectAt(0)]);
    const seed = segmentFromClicks(cv, first.frame, [{ x: 80 / 320, y: 90 / 180, include: true }]);
    expect(getIou(seed, first.truth(0))).toBeGreaterThanOrEqual(0.85);
    const propagator = new MaskPropagator(cv, first.frame, seed);
    const ious: number[] = [];
    for (let n = 1; n <= 14; n++) {
      const scene = makeChangerScene(320, 180, [objectAt(n)]);
      ious.push(getIou(propagator.next(scene.frame, n % REFINE_EVERY === 0), scene.truth(0)));
    }
    propagator.dispose();
    expect(Math.min(...ious), ious.map((v) => v.toFixed(2)).join(' ')).toBeGreaterThanOrEqual(0.85);
    // Without following the motion, the first mask would have fallen off the object by the end.
    expect(getIou(seed, makeChangerScene(320, 180, [objectAt(14)]).truth(0))).toBeLessThan(0.3);
  }, 120_000);
});
