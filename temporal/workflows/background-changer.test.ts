import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { MockActivityEnvironment } from '@temporalio/testing';
import { changerKeys } from '../../domain/jobs/changer-keys';
import { GPU_QUEUES } from '../../domain/jobs/task-queues';
import { startJobHarness, type JobHarness } from '../../test/support/job-harness';
import { getIou, isInside, makeMovingObjectClip, type SceneObject } from '../../test/support/make-changer-scene';
import { spawnWorkerProcess } from '../../test/support/spawn-worker-process';
import { JOB_TEST_TIMEOUT_MS, waitForProgress, workflowPulse, workflowResultWithProgress } from '../../test/support/wait-for';
import { createChangerActivities } from '../activities/changer/changer-activities';
import { createLocalStorage } from '../activities/storage/local-storage';
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
      const ready = await waitForProgress(() => handle.query(jobViewQuery), (v) => v.stage === 'awaiting_selection', { intervalMs: 300, pulse: () => workflowPulse(handle) });
      expect(ready.tool_state).toBe('editing');
      expect(ready.changer).toMatchObject({ working: { width: W, height: H }, frames: { first: 0, count: 20, fps: FPS }, model: { backend: expect.stringMatching(/opencv/) } });
      // The job details name the models, like the other tools'.
      expect(ready.inference).toMatchObject({ object_segmentation: expect.stringMatching(/^opencv\.js grabcut/), person_segmentation: expect.stringMatching(/^mediapipe-selfie on /) });

      const { frameKey } = await handle.executeUpdate(changerFrameUpdate, { args: [{ frame: 0 }] });
      expect(existsSync(join(harness.storageDir, frameKey))).toBe(true);
      const click = await handle.executeUpdate(clickMaskUpdate, { args: [{ frame: 0, clicks: [{ x: 66 / W, y: 88 / H, include: true }] }] });
      console.log(`click-to-mask on the worker: ${click.ms} ms`);
      expect(getIou(storedMask(click.maskKey), truthAt(0))).toBeGreaterThanOrEqual(0.85);
      // A frame outside the range is refused by the update's validator, before any work.
      await expect(handle.executeUpdate(clickMaskUpdate, { args: [{ frame: 99, clicks: [{ x: 0.5, y: 0.5, include: true }] }] })).rejects.toMatchObject({ cause: { type: 'option_invalid', message: expect.stringMatching(/outside the range/) } });

      await handle.signal(propagateMasksSignal);
      const propagated = await waitForProgress(() => handle.query(jobViewQuery), (v) => v.changer?.propagated === true && v.stage === 'awaiting_selection', { intervalMs: 300, pulse: () => workflowPulse(handle) });
      expect(propagated.changer!.keyframes.map((k) => k.frame)).toEqual([0]);
      const ious = [5, 10, 15, 19].map((n) => getIou(storedMask(`jobs/${jobId}/changer/mask-${String(n).padStart(6, '0')}.png`), truthAt(n)));
      expect(Math.min(...ious), ious.join(' ')).toBeGreaterThanOrEqual(0.8);

      // A corrective click on frame 12: only frames 12..19 are propagated again.
      const before = readFileSync(join(harness.storageDir, `jobs/${jobId}/changer/mask-000005.png`));
      await handle.executeUpdate(clickMaskUpdate, { args: [{ frame: 12, clicks: [{ x: objectAt(12).cx / W, y: objectAt(12).cy / H, include: true }] }] });
      expect((await handle.query(jobViewQuery)).changer!.propagated).toBe(false);
      await handle.signal(finishMaskingSignal);
      const done = await workflowResultWithProgress(handle);
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
  }, JOB_TEST_TIMEOUT_MS);
});

const FRAMES = 120;
const maskPath = (storageDir: string, jobId: string, n: number) => join(storageDir, changerKeys.mask(jobId, n));
/** The alpha plane of frame n of a ProRes 4444 MOV (0/1 at half opacity). */
function alphaAt(path: string, n: number): Uint8Array {
  const raw = execFileSync('ffmpeg', ['-v', 'error', '-i', path, '-vf', `select=eq(n\\,${n}),format=rgba,alphaextract`, '-frames:v', '1', '-pix_fmt', 'gray', '-f', 'rawvideo', '-']);
  return Uint8Array.from(raw.subarray(0, W * H), (v) => (v >= 128 ? 1 : 0));
}

describe('the background changer survives a killed worker mid-propagation', () => {
  it('a gpu worker SIGKILLed in the middle of a span: the retry resumes from its last heartbeated frame, with the masks of an uninterrupted run, and the transparent render follows them', async () => {
    // A ball crossing the scene for 12 s: one click on frame 0 makes one span of 119 frames, long enough to kill the
    // worker in its middle (propagation runs at 10-20 fps here).
    const clipPath = join(dir, 'long-ball.mp4');
    const { objectAt } = makeMovingObjectClip(clipPath, { width: W, height: H, fps: FPS, frames: FRAMES, object: { cx: 50, cy: 90, rx: 30, ry: 26, rgb: [225, 120, 40] }, velocity: { x: 1.6, y: 0.15 } });
    const truthAt = (n: number) => Uint8Array.from({ length: W * H }, (_, p) => (isInside(objectAt(n), p % W, Math.floor(p / W)) ? 1 : 0));
    const child = spawnWorkerProcess(harness, 'gpu');
    // On a failure before the kill, the worker must not outlive the test (nor this file's Temporal).
    onTestFinished(() => void child.kill('SIGKILL'));
    await harness.withWorkers(
      async () => {
        const { userId, fileId, sourceKey } = await harness.seedUserAndFile(clipPath, 100);
        const range = { startS: 0, endS: FRAMES / FPS };
        const jobId = await harness.createJobRow({ userId, fileId, toolId: 'video_background_remover', range });
        const input: ToolJobInput = { jobId, userId, toolId: 'video_background_remover', plan: 'premium', sourceKey, range, options: { transparent: true, format: 'mov', feather: 1 }, creditsAtUpload: 100 };
        const handle = await harness.env.client.workflow.start('videoBackgroundRemoverWorkflow', { taskQueue: 'app', workflowId: jobId, args: [input] });
        await waitForProgress(() => handle.query(jobViewQuery), (v) => v.stage === 'awaiting_selection', { intervalMs: 300, pulse: () => workflowPulse(handle) });
        const click = await handle.executeUpdate(clickMaskUpdate, { args: [{ frame: 0, clicks: [{ x: 50 / W, y: 90 / H, include: true }] }] });
        expect(getIou(decodePng(readFileSync(join(harness.storageDir, click.maskKey))).pixels, truthAt(0))).toBeGreaterThanOrEqual(0.85);

        // Kill the worker (SIGKILL: no cleanup) 2.5 s into the span: past a few of its heartbeats (throttled to 1 s).
        await handle.signal(propagateMasksSignal);
        await waitForProgress(async () => existsSync(maskPath(harness.storageDir, jobId, 1)), (stored) => stored, { intervalMs: 20, pulse: () => workflowPulse(handle) });
        await new Promise((resolve) => setTimeout(resolve, 2_500));
        child.kill('SIGKILL');
        const killedAt = Date.now();
        const storedBefore = Array.from({ length: FRAMES }, (_, n) => (existsSync(maskPath(harness.storageDir, jobId, n)) ? statSync(maskPath(harness.storageDir, jobId, n)).mtimeMs : null));
        const lastStored = storedBefore.findLastIndex((t) => t !== null);
        expect(lastStored).toBeLessThan(FRAMES - 1);
        // The last frame the server heard of in a heartbeat before the kill.
        await new Promise((resolve) => setTimeout(resolve, 300));
        const pending = (await handle.describe()).raw.pendingActivities ?? [];
        const details = pending.find((a) => a.activityType?.name === 'propagateMasks')?.heartbeatDetails?.payloads?.[0]?.data;
        const heartbeated = (JSON.parse(Buffer.from(details!).toString()) as { frame: number }).frame;

        // Fresh gpu workers pick the span up once its heartbeat times out (30 s), then the render runs on them.
        const replacements = await Promise.all(GPU_QUEUES.map((queue) => harness.createComputeWorker(queue)));
        const finish = async () => {
          const view = await waitForProgress(() => handle.query(jobViewQuery), (v) => (v.changer?.propagated === true && v.stage === 'awaiting_selection') || v.stage === 'failed', { intervalMs: 200, pulse: () => workflowPulse(handle) });
          expect(view.stage).toBe('awaiting_selection');
          await handle.signal(finishMaskingSignal);
          return workflowResultWithProgress(handle);
        };
        const done = await replacements.reduce((inner, worker) => () => worker.runUntil(inner()), finish)();
        expect(done.stage).toBe('done');

        // One span, scheduled once, attempted twice; the second attempt computed only the frames after its resume point.
        const events = (await handle.fetchHistory()).events ?? [];
        const scheduled = events.filter((e) => e.activityTaskScheduledEventAttributes?.activityType?.name === 'propagateMasks');
        expect(scheduled).toHaveLength(1);
        const scheduledId = String(scheduled[0]!.eventId);
        const attempts = events.flatMap((e) => (String(e.activityTaskStartedEventAttributes?.scheduledEventId ?? '') === scheduledId ? [e.activityTaskStartedEventAttributes!.attempt ?? 1] : []));
        expect(attempts).toContain(2);
        const completed = events.find((e) => String(e.activityTaskCompletedEventAttributes?.scheduledEventId ?? '') === scheduledId)!;
        const result = JSON.parse(Buffer.from(completed.activityTaskCompletedEventAttributes!.result!.payloads![0]!.data!).toString()) as { frames: number };
        const resumedFrom = FRAMES - 1 - result.frames;
        console.log(`killed with masks stored up to frame ${lastStored}, the last heartbeat at frame ${heartbeated}; the retry resumed from frame ${resumedFrom} (span 0..${FRAMES - 1})`);
        // Resumed from the last heartbeated frame, well past the span's start.
        expect(resumedFrom).toBe(heartbeated);
        expect(resumedFrom).toBeGreaterThanOrEqual(10);
        expect(resumedFrom).toBeLessThanOrEqual(lastStored);
        // Masks up to the resume point were kept as the killed worker stored them; the rest were written after the kill.
        for (let n = 1; n < FRAMES; n++) {
          const mtime = statSync(maskPath(harness.storageDir, jobId, n)).mtimeMs;
          if (n <= resumedFrom) expect(mtime, `mask ${n} kept`).toBe(storedBefore[n]);
          else expect(mtime, `mask ${n} written after the kill`).toBeGreaterThanOrEqual(killedAt - 50);
        }

        // The same masks as one uninterrupted run of the span (the same activity, from the same click mask).
        const referenceDir = join(dir, 'reference');
        const reference = createLocalStorage(referenceDir);
        for (const key of [sourceKey, changerKeys.mask(jobId, 0)]) {
          mkdirSync(dirname(join(referenceDir, key)), { recursive: true });
          copyFileSync(join(harness.storageDir, key), join(referenceDir, key));
        }
        await new MockActivityEnvironment().run(createChangerActivities(reference).propagateMasks, { jobId, sourceKey, fps: FPS, width: W, height: H, span: { from: 0, to: FRAMES - 1 } });
        const differing = Array.from({ length: FRAMES }, (_, n) => n).filter((n) => !readFileSync(maskPath(referenceDir, jobId, n)).equals(readFileSync(maskPath(harness.storageDir, jobId, n))));
        expect(differing).toEqual([]);

        // The transparent MOV's alpha follows the ball.
        const output = join(harness.storageDir, done.outputs.final!);
        expect(output.endsWith('.mov')).toBe(true);
        const ious = [10, 60, 119].map((n) => getIou(alphaAt(output, n), truthAt(n)));
        console.log(`alpha of the MOV vs the ball after the kill, IoU: ${ious.map((v) => v.toFixed(3)).join(' ')}`);
        expect(Math.min(...ious)).toBeGreaterThanOrEqual(0.8);
      },
      { gpuWorkers: false },
    );
  }, JOB_TEST_TIMEOUT_MS);
});
