import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobHarness, type JobHarness } from '../../test/support/job-harness';
import { getIou, isInside, makeMovingObjectClip, type SceneObject } from '../../test/support/make-changer-scene';
import { waitFor } from '../../test/support/wait-for';
import { decodePng } from '../activities/changer/mask-png';
import { changerFrameUpdate, clickMaskUpdate, finishMaskingSignal, propagateMasksSignal } from './background-changer/changer-messages';
import { jobViewQuery } from './messages';
import type { ToolJobInput } from './tool-job-input';

const W = 320;
const H = 180;
const FPS = 10;
let harness: JobHarness;
let dir: string;
let clipPath: string;
let objectAt: (n: number) => SceneObject;

beforeAll(async () => {
  harness = await startJobHarness();
  dir = mkdtempSync(join(tmpdir(), 'kinora-changer-'));
  clipPath = join(dir, 'ball.mp4');
  ({ objectAt } = makeMovingObjectClip(clipPath, { width: W, height: H, fps: FPS, frames: 20, object: { cx: 70, cy: 90, rx: 34, ry: 28, rgb: [225, 120, 40] }, velocity: { x: 6, y: 1 } }));
}, 300_000);
afterAll(async () => {
  await harness?.close();
  rmSync(dir, { recursive: true, force: true });
});

const truthAt = (n: number) => {
  const object = objectAt(n);
  return Uint8Array.from({ length: W * H }, (_, p) => (isInside(object, p % W, Math.floor(p / W)) ? 1 : 0));
};
const storedMask = (key: string) => decodePng(readFileSync(join(harness.storageDir, key))).pixels;
/** One RGB pixel of a video's frame n. */
// A 2x2 crop: ffmpeg refuses a 1x1 crop of 4:2:0 video.
const pixelAt = (path: string, n: number, x: number, y: number) =>
  [...execFileSync('ffmpeg', ['-v', 'error', '-i', path, '-vf', `select=eq(n\\,${n}),crop=2:2:${x & ~1}:${y & ~1},format=rgb24`, '-frames:v', '1', '-f', 'rawvideo', '-']).subarray(0, 3)];

describe('video background changer on Temporal', () => {
  it('a click gives the object mask, propagation follows it, a corrective click redoes its part, and the render replaces the background', async () => {
    await harness.withWorkers(async () => {
      const { userId, fileId, sourceKey } = await harness.seedUserAndFile(clipPath, 100);
      const range = { startS: 0, endS: 2 };
      const jobId = await harness.createJobRow({ userId, fileId, toolId: 'video_background_remover', range });
      const input: ToolJobInput = { jobId, userId, toolId: 'video_background_remover', plan: 'premium', sourceKey, range, options: { solid_background_color: 'blue', feather: 1 }, creditsAtUpload: 100 };
      const handle = await harness.env.client.workflow.start('videoBackgroundRemoverWorkflow', { taskQueue: 'app', workflowId: jobId, args: [input] });
      const ready = await waitFor(() => handle.query(jobViewQuery), (v) => v.stage === 'awaiting_selection', 300_000, 300);
      expect(ready.tool_state).toBe('editing');
      expect(ready.changer).toMatchObject({ working: { width: W, height: H }, frames: { first: 0, count: 20, fps: FPS }, model: { backend: expect.stringMatching(/opencv/) } });

      const { frameKey } = await handle.executeUpdate(changerFrameUpdate, { args: [{ frame: 0 }] });
      expect(existsSync(join(harness.storageDir, frameKey))).toBe(true);
      const click = await handle.executeUpdate(clickMaskUpdate, { args: [{ frame: 0, clicks: [{ x: 66 / W, y: 88 / H, include: true }] }] });
      console.log(`click-to-mask on the worker: ${click.ms} ms`);
      expect(getIou(storedMask(click.maskKey), truthAt(0))).toBeGreaterThanOrEqual(0.85);
      // A frame outside the range is refused by the update's validator, before any work.
      await expect(handle.executeUpdate(clickMaskUpdate, { args: [{ frame: 99, clicks: [{ x: 0.5, y: 0.5, include: true }] }] })).rejects.toMatchObject({ cause: { type: 'option_invalid', message: expect.stringMatching(/outside the range/) } });

      await handle.signal(propagateMasksSignal);
      const propagated = await waitFor(() => handle.query(jobViewQuery), (v) => v.changer?.propagated === true && v.stage === 'awaiting_selection', 300_000, 300);
      expect(propagated.changer!.keyframes.map((k) => k.frame)).toEqual([0]);
      const ious = [5, 10, 15, 19].map((n) => getIou(storedMask(`jobs/${jobId}/changer/mask-${String(n).padStart(6, '0')}.png`), truthAt(n)));
      expect(Math.min(...ious), ious.join(' ')).toBeGreaterThanOrEqual(0.8);

      // A corrective click on frame 12: only frames 12..19 are propagated again.
      const before = readFileSync(join(harness.storageDir, `jobs/${jobId}/changer/mask-000005.png`));
      await handle.executeUpdate(clickMaskUpdate, { args: [{ frame: 12, clicks: [{ x: objectAt(12).cx / W, y: objectAt(12).cy / H, include: true }] }] });
      expect((await handle.query(jobViewQuery)).changer!.propagated).toBe(false);
      await handle.signal(finishMaskingSignal);
      const done = await handle.result();
      expect(done.stage).toBe('done');
      expect(readFileSync(join(harness.storageDir, `jobs/${jobId}/changer/mask-000005.png`)).equals(before)).toBe(true);
      expect(getIou(storedMask(`jobs/${jobId}/changer/mask-000016.png`), truthAt(16))).toBeGreaterThanOrEqual(0.8);

      const output = join(harness.storageDir, done.outputs.final!);
      for (const n of [3, 16]) {
        const { cx, cy } = objectAt(n);
        const object = pixelAt(output, n, Math.round(cx), Math.round(cy));
        const source = pixelAt(clipPath, n, Math.round(cx), Math.round(cy));
        expect(Math.max(...object.map((v, c) => Math.abs(v - source[c]!))), `object kept at frame ${n}`).toBeLessThan(30);
        // Far from the object: the new blue background (0, 71, 187).
        const background = pixelAt(output, n, Math.round(cx) > 160 ? 20 : 300, 20);
        expect(Math.abs(background[0]! - 0) + Math.abs(background[1]! - 71) + Math.abs(background[2]! - 187), `background at frame ${n}`).toBeLessThan(45);
      }
    });
  }, 600_000);
});
