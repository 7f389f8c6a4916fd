import { describe, expect, it } from 'vitest';
import { getIou, makeChangerScene, type SceneObject } from '../../../test/support/make-changer-scene';
import { loadOpencv } from './load-opencv';
import { MaskPropagator, REFINE_EVERY } from './mask-propagator';
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

  it('a span resumed from a middle frame (a retried activity, another worker) makes the same masks as one run', async () => {
    const cv = await loadOpencv();
    const objectAt = (n: number): SceneObject => ({ cx: 80 + 5 * n, cy: 90 + 1.5 * n, rx: 36, ry: 30, rgb: [225, 120, 40] });
    const scenes = Array.from({ length: 13 }, (_, n) => makeChangerScene(320, 180, [objectAt(n)]));
    const seed = segmentFromClicks(cv, scenes[0]!.frame, [{ x: 80 / 320, y: 90 / 180, include: true }]);
    const run = (from: number, mask: Uint8Array) => {
      const propagator = new MaskPropagator(cv, scenes[from]!.frame, mask);
      const masks = new Map<number, Uint8Array>([[from, mask]]);
      for (let n = from + 1; n < scenes.length; n++) masks.set(n, propagator.next(scenes[n]!.frame, n % REFINE_EVERY === 0));
      propagator.dispose();
      return masks;
    };
    const whole = run(0, seed);
    // Another click in between moves opencv's random state on, as other work on a worker would.
    segmentFromClicks(cv, scenes[5]!.frame, [{ x: 0.5, y: 0.5, include: true }]);
    const resumed = run(7, whole.get(7)!);
    for (let n = 8; n < scenes.length; n++) expect(Buffer.from(resumed.get(n)!).equals(Buffer.from(whole.get(n)!)), `frame ${n}`).toBe(true);
  }, 120_000);
});
