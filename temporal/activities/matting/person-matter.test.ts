import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePersonClip, type PersonClip } from '../../../test/support/make-person-clip';
import { getPersonSegmenter } from '../models/warm-models';
import type { SelfieSegmenter } from '../models/selfie-segmenter';
import type { RgbFrame } from '../pixels/rgb-frame';
import { PersonMatter } from './person-matter';
import { compositeBackground, type BackgroundChoice } from '../pixels/composite-background';
import { matteIou } from '../../../test/support/matte-iou';

const scratch = mkdtempSync(join(tmpdir(), 'person-matter-'));
const [W, H] = [640, 360];
let segmenter: SelfieSegmenter;

function decode(clip: PersonClip): RgbFrame[] {
  const raw = execFileSync('ffmpeg', ['-v', 'error', '-i', clip.path, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], { maxBuffer: W * H * 3 * (clip.frames + 1) });
  return Array.from({ length: clip.frames }, (_, n) => ({ data: new Uint8Array(raw.subarray(n * W * H * 3, (n + 1) * W * H * 3)), width: W, height: H }));
}

/** Flicker: the mean absolute change of the matte from one frame to the next, over all pixels and frames. */
function flicker(mattes: Float32Array[]): number {
  let total = 0;
  for (let n = 1; n < mattes.length; n++) {
    let sum = 0;
    for (let i = 0; i < mattes[n]!.length; i++) sum += Math.abs(mattes[n]![i]! - mattes[n - 1]![i]!);
    total += sum / mattes[n]!.length;
  }
  return total / (mattes.length - 1);
}

beforeAll(async () => {
  segmenter = await getPersonSegmenter();
}, 60_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('person matte on a synthetic composite with a known matte', () => {
  // A person (head and shoulders textured from a real photo) swaying in front of a real building photo, 360p.
  it('matches the known matte (IoU at least 0.9 on every sampled frame) while the person moves', async () => {
    const clip = makePersonClip(join(scratch, 'moving.mp4'), { width: W, height: H, fps: 25, durationS: 2, sway: 60, headScale: 0.1 });
    const matter = new PersonMatter(segmenter);
    const scores: number[] = [];
    const baseline: number[] = [];
    for (const [n, frame] of decode(clip).entries()) {
      const matte = await matter.next(frame);
      if (n % 5 !== 0) continue;
      scores.push(matteIou(matte, clip.matteAt(n)));
      // The model alone on the whole frame squeezed into its square input (the groundwork's way), for comparison.
      baseline.push(matteIou(await segmenter.segment(frame), clip.matteAt(n)));
    }
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    console.log(`person matte IoU: mean ${mean(scores).toFixed(3)}, min ${Math.min(...scores).toFixed(3)}; whole frame squeezed: mean ${mean(baseline).toFixed(3)}`);
    expect(mean(scores)).toBeGreaterThanOrEqual(0.9);
    expect(Math.min(...scores)).toBeGreaterThan(0.85);
    expect(mean(scores)).toBeGreaterThan(mean(baseline));
  }, 240_000);

  // A static scene filmed with some camera grain: any change of the matte between frames is flicker. The per-frame model (no temporal smoothing,
  // no hysteresis) is measured on the same frames; the smoothed matte must change at most a quarter as much, and under
  // 0.001 (0.1 % of the frame's area fully switching per frame: an edge band of about 1 px along a 360p person).
  it('does not flicker on a static scene', async () => {
    const clip = makePersonClip(join(scratch, 'static.mp4'), { width: W, height: H, fps: 25, durationS: 2, sway: 0, headScale: 0.1, noise: 10 });
    const frames = decode(clip);
    const matter = new PersonMatter(segmenter);
    const smoothed: Float32Array[] = [];
    for (const frame of frames) smoothed.push(await matter.next(frame));
    const raw: Float32Array[] = [];
    for (const frame of frames) raw.push(await segmenter.segment(frame));
    console.log(`flicker on a static scene: smoothed ${flicker(smoothed).toExponential(2)}, per-frame model ${flicker(raw).toExponential(2)}`);
    expect(flicker(smoothed)).toBeLessThan(0.001);
    expect(flicker(smoothed)).toBeLessThan(flicker(raw) / 4);
    expect(matteIou(smoothed.at(-1)!, clip.matteAt(clip.frames - 1))).toBeGreaterThanOrEqual(0.9);
  }, 240_000);

  // The render does per-pixel work only in the band along the matte's edge; elsewhere it copies whole cells.
  it('gives the same matte and composite along the edge band as on every pixel', async () => {
    const clip = makePersonClip(join(scratch, 'band.mp4'), { width: W, height: H, fps: 25, durationS: 1, sway: 60, headScale: 0.1, noise: 4 });
    const banded = new PersonMatter(segmenter);
    const everyPixel = new PersonMatter(segmenter, { band: false });
    let mixed = 0;
    for (const frame of decode(clip)) {
      const fast = await banded.next(frame);
      const slow = await everyPixel.next(frame);
      let worst = 0;
      for (let i = 0; i < fast.length; i++) worst = Math.max(worst, Math.abs(fast[i]! - slow[i]!));
      expect(worst).toBeLessThan(1e-4);
      const cells = banded.cells!;
      mixed += cells.state.filter((s) => s < 0).length / cells.state.length;
      for (const background of [{ kind: 'color', rgb: [0, 177, 64] }, { kind: 'checkerboard' }, { kind: 'transparent' }] satisfies BackgroundChoice[]) {
        const [a, b] = [{ ...frame, data: frame.data.slice() }, { ...frame, data: frame.data.slice() }];
        compositeBackground(a, fast, background, cells);
        compositeBackground(b, fast, background);
        expect(Buffer.compare(a.data, b.data)).toBe(0);
        expect(a.alpha && Buffer.compare(a.alpha, b.alpha!)).toBeFalsy();
      }
    }
    console.log(`cells along the edge (per-pixel work): ${((100 * mixed) / clip.frames).toFixed(1)}% of the frame`);
    expect(mixed / clip.frames).toBeLessThan(0.25);
  }, 240_000);
});
