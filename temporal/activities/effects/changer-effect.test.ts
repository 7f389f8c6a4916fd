import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeChangerBallJob } from '../../../test/support/make-changer-ball-job';
import { createLocalStorage } from '../storage/local-storage';

// An uploaded background behind the changer's objects, rendered as a job renders it: the ball over a 4:1 picture of
// four coloured quarters. Cover-fit scales it to 720x180 and keeps the middle 320 columns: the second quarter (green)
// on the left half of the frame, the third (blue) on the right; a stretched picture would show red and yellow.
const QUARTERS: [number, number, number][] = [[230, 30, 30], [30, 200, 60], [40, 60, 220], [240, 220, 40]];
let dir: string;
let ball: ReturnType<typeof makeChangerBallJob>;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'kinora-changer-image-'));
  ball = makeChangerBallJob(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A PNG of 4 vertical coloured quarters, `width` x `height`. */
function quartersPng(width: number, height: number): Buffer {
  const raw = Buffer.alloc(width * height * 3);
  for (let p = 0; p < width * height; p++) raw.set(QUARTERS[Math.floor(((p % width) * 4) / width)]!, p * 3);
  return execFileSync('ffmpeg', ['-v', 'error', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${width}x${height}`, '-i', '-', '-frames:v', '1', '-f', 'image2', '-c:v', 'png', '-'], { input: raw });
}

/** One RGB pixel of a video's frame n (a 2x2 crop: ffmpeg refuses 1x1 crops of 4:2:0 video). */
const pixelAt = (path: string, n: number, x: number, y: number) =>
  [...execFileSync('ffmpeg', ['-v', 'error', '-i', path, '-vf', `select=eq(n\\,${n}),crop=2:2:${x & ~1}:${y & ~1},format=rgb24`, '-frames:v', '1', '-f', 'rawvideo', '-']).subarray(0, 3)];
const distance = (a: number[], b: readonly number[]) => Math.max(...a.map((v, c) => Math.abs(v - b[c]!)));

describe('the background changer with an uploaded background image', () => {
  it('puts the picture behind the object, cover-fit (centred, not stretched), and keeps the object', async () => {
    const storageDir = join(dir, 'storage');
    const key = 'uploads/background-image/source';
    await createLocalStorage(storageDir).put(key, quartersPng(400, 100));
    const output = await ball.render(storageDir, 'changer-image', { background_image: { fileId: 'background-image', key }, feather: 1 }, false);
    for (const n of [0, 19]) {
      const at = ball.ballAt(n);
      // Away from the ball: green on the left half, blue on the right half.
      expect(distance(pixelAt(output, n, 20, 20), QUARTERS[1]!), `left of frame ${n}`).toBeLessThan(30);
      expect(distance(pixelAt(output, n, 300, 160), QUARTERS[2]!), `right of frame ${n}`).toBeLessThan(30);
      // The ball itself is the source's.
      const object = pixelAt(output, n, Math.round(at.cx), Math.round(at.cy));
      expect(distance(object, pixelAt(ball.clipPath, n, Math.round(at.cx), Math.round(at.cy))), `ball at frame ${n}`).toBeLessThan(30);
    }
  }, 300_000);

  it('"transparent" wins over a chosen picture: the paid output is a WebM with alpha', async () => {
    const storageDir = join(dir, 'storage');
    const key = 'uploads/background-image-2/source';
    await createLocalStorage(storageDir).put(key, quartersPng(64, 64));
    const output = await ball.render(storageDir, 'changer-image-transparent', { background_image: { fileId: 'background-image-2', key }, transparent: true }, false);
    expect(output.endsWith('output.webm')).toBe(true);
  }, 300_000);

  it('a picture deleted since it was chosen fails the render with file_not_found, not a retry', async () => {
    const render = ball.render(join(dir, 'storage'), 'changer-image-gone', { background_image: { fileId: 'gone', key: 'uploads/gone/source' } }, false);
    await expect(render).rejects.toMatchObject({ type: 'file_not_found', nonRetryable: true });
  }, 300_000);
});
