import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePersonClip } from '../../../test/support/make-person-clip';
import { getPersonSegmenter } from '../models/warm-models';
import type { RgbFrame } from '../pixels/rgb-frame';
import type { BackgroundChoice } from '../pixels/composite-background';
import { MatteCompositor } from './matte-compositor';
import { finishBatchThreaded, openLumaThread, openThreadedCompositor } from './open-threaded-compositor';
import { downsampleLuma } from './guided-filter';
import { PersonMatter, type MatteFit } from './person-matter';

const scratch = mkdtempSync(join(tmpdir(), 'matte-compositor-'));
const [W, H] = [320, 180];
let frames: RgbFrame[] = [];
let fits: MatteFit[] = [];

beforeAll(async () => {
  // A person swaying over a real photo; the grid stage (model, smoothing) runs once, here.
  const clip = makePersonClip(join(scratch, 'person.mp4'), { width: W, height: H, fps: 25, durationS: 0.6, sway: 30, headScale: 0.12 });
  const raw = execFileSync('ffmpeg', ['-v', 'error', '-i', clip.path, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], { maxBuffer: W * H * 3 * (clip.frames + 1) });
  frames = Array.from({ length: clip.frames }, (_, n) => ({ data: new Uint8Array(raw.subarray(n * W * H * 3, (n + 1) * W * H * 3)), width: W, height: H }));
  const matter = new PersonMatter(await getPersonSegmenter());
  for (const frame of frames) fits.push(await matter.nextFit(frame));
}, 120_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const copy = (frame: RgbFrame): RgbFrame => ({ ...frame, data: frame.data.slice() });

/** The frames finished on this thread, one after another: the reference. */
function finishHere(background: BackgroundChoice): RgbFrame[] {
  const compositor = new MatteCompositor(background);
  return frames.map((frame, n) => {
    const out = copy(frame);
    compositor.finish(out, fits[n]!);
    return out;
  });
}

/** The frames finished on the compositing thread, all handed over before any is awaited (as a render does). */
async function finishOnThread(background: BackgroundChoice): Promise<RgbFrame[]> {
  const compositor = openThreadedCompositor(background);
  const outs = frames.map(copy);
  await (await finishBatchThreaded(outs, async (_frame, n) => fits[n]!, compositor)).finished;
  compositor.close();
  return outs;
}

describe('the background remover on its compositing thread', () => {
  const picture: RgbFrame = { data: new Uint8Array(W * H * 3).map((_, i) => (i * 7) % 256), width: W, height: H };
  const backgrounds: [string, BackgroundChoice][] = [
    ['a colour', { kind: 'color', rgb: [0, 177, 64] }],
    ['a picture', { kind: 'image', image: picture }],
    ['transparency', { kind: 'transparent' }],
  ];

  it.each(backgrounds)('gives exactly the frames the render gave on one thread, over %s', async (_name, background) => {
    const expected = finishHere(background);
    // Twice: the second render takes the first one's warm thread, which must start from a clean state.
    for (let round = 0; round < 2; round++) {
      const actual = await finishOnThread(background);
      for (const [n, frame] of actual.entries()) {
        expect(Buffer.compare(frame.data, expected[n]!.data), `frame ${n}, round ${round}`).toBe(0);
        if (background.kind === 'transparent') expect(Buffer.compare(frame.alpha!, expected[n]!.alpha!), `alpha ${n}`).toBe(0);
      }
    }
    // The person changed some pixels and not others: the frames were really composited.
    expect(Buffer.compare(expected[0]!.data, frames[0]!.data) !== 0 || background.kind === 'transparent').toBe(true);
  }, 60_000);

  it('answers a frame it cannot finish with an error, and the next render works', async () => {
    const compositor = openThreadedCompositor({ kind: 'color', rgb: [0, 0, 0] });
    const broken = { ...fits[0]!, luma: new Float32Array(0), mask: undefined as unknown as Float32Array };
    await expect(compositor.finish(copy(frames[0]!), broken)).rejects.toThrow(/the matte thread failed/);
    compositor.close();
    const [first] = await finishOnThread({ kind: 'color', rgb: [0, 177, 64] });
    expect(Buffer.compare(first!.data, finishHere({ kind: 'color', rgb: [0, 177, 64] })[0]!.data)).toBe(0);
  }, 60_000);

  it("works out each frame's luma on its own thread exactly as the model's thread would, and the matter's steps stay the same", async () => {
    const lumaThread = openLumaThread();
    const grid = { width: W, height: H };
    for (const frame of frames) expect(Array.from(await lumaThread.luma(frame, grid))).toEqual(Array.from(downsampleLuma(frame.data, W, H, W, H)));
    // The frames are untouched (a copy crossed), and a matter fed by the thread gives the same fits and masks.
    const matter = new PersonMatter(await getPersonSegmenter(), {}, lumaThread.luma);
    for (const [n, frame] of frames.entries()) {
      const step = await matter.nextFit(frame);
      expect(Array.from(step.mask), `mask ${n}`).toEqual(Array.from(fits[n]!.mask));
      expect(Array.from(step.luma), `luma ${n}`).toEqual(Array.from(fits[n]!.luma));
    }
    lumaThread.close();
  }, 60_000);
});
