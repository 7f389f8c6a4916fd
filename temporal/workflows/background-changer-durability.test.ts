import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MockActivityEnvironment } from '@temporalio/testing';
import { changerKeys } from '../../domain/jobs/changer-keys';
import { GPU_QUEUES } from '../../domain/jobs/task-queues';
import { startJobHarness, type JobHarness } from '../../test/support/job-harness';
import { getIou, isInside, makeMovingObjectClip, type SceneObject } from '../../test/support/make-changer-scene';
import { waitFor } from '../../test/support/wait-for';
import { createChangerActivities } from '../activities/changer/changer-activities';
import { decodePng } from '../activities/changer/mask-png';
import { createLocalStorage } from '../activities/storage/local-storage';
import { clickMaskUpdate, finishMaskingSignal, propagateMasksSignal } from './background-changer/changer-messages';
import { jobViewQuery } from './messages';
import type { ToolJobInput } from './tool-job-input';

// A ball crossing a cluttered scene for 12 s at 10 fps: one click on frame 0 makes one propagation span of 119 frames,
// long enough to kill the worker in its middle (propagation runs at 10-20 fps here).
const [W, H, FPS, FRAMES] = [320, 180, 10, 120];
let harness: JobHarness;
let dir: string;
let clipPath: string;
let objectAt: (n: number) => SceneObject;
beforeAll(async () => {
  harness = await startJobHarness();
  dir = mkdtempSync(join(tmpdir(), 'kinora-changer-kill-'));
  clipPath = join(dir, 'ball.mp4');
  ({ objectAt } = makeMovingObjectClip(clipPath, { width: W, height: H, fps: FPS, frames: FRAMES, object: { cx: 50, cy: 90, rx: 30, ry: 26, rgb: [225, 120, 40] }, velocity: { x: 1.6, y: 0.15 } }));
}, 300_000);
afterAll(async () => {
  await harness?.close();
  rmSync(dir, { recursive: true, force: true });
});

const maskPath = (storageDir: string, jobId: string, n: number) => join(storageDir, changerKeys.mask(jobId, n));
const truthAt = (n: number) => Uint8Array.from({ length: W * H }, (_, p) => (isInside(objectAt(n), p % W, Math.floor(p / W)) ? 1 : 0));

/** The alpha plane of frame n of a ProRes 4444 MOV (0/1 at half opacity). */
function alphaAt(path: string, n: number): Uint8Array {
  const raw = execFileSync('ffmpeg', ['-v', 'error', '-i', path, '-vf', `select=eq(n\\,${n}),format=rgba,alphaextract`, '-frames:v', '1', '-pix_fmt', 'gray', '-f', 'rawvideo', '-']);
  return Uint8Array.from(raw.subarray(0, W * H), (v) => (v >= 128 ? 1 : 0));
}

describe('the background changer survives a killed worker mid-propagation', () => {
  it('a gpu worker SIGKILLed in the middle of a span: the retry resumes from its last heartbeated frame, with the masks of an uninterrupted run, and the transparent render follows them', async () => {
    const root = resolve(import.meta.dirname, '../..');
    const child = spawn(process.execPath, ['--import', 'tsx', resolve(root, 'temporal/workers-gpu/main.ts')], {
      cwd: root,
      env: { ...process.env, TEMPORAL_ADDRESS: harness.env.address, STORAGE_DIR: harness.storageDir, GPU_SMALL_WORKER_CONCURRENCY: '1', GPU_MEDIUM_WORKER_CONCURRENCY: '1', GPU_BIG_WORKER_CONCURRENCY: '1' },
      stdio: 'ignore',
    });
    await harness.withWorkers(
      async () => {
        const { userId, fileId, sourceKey } = await harness.seedUserAndFile(clipPath, 100);
        const range = { startS: 0, endS: FRAMES / FPS };
        const jobId = await harness.createJobRow({ userId, fileId, toolId: 'video_background_remover', range });
        const input: ToolJobInput = { jobId, userId, toolId: 'video_background_remover', plan: 'premium', sourceKey, range, options: { transparent: true, format: 'mov', feather: 1 }, creditsAtUpload: 100 };
        const handle = await harness.env.client.workflow.start('videoBackgroundRemoverWorkflow', { taskQueue: 'app', workflowId: jobId, args: [input] });
        await waitFor(() => handle.query(jobViewQuery), (v) => v.stage === 'awaiting_selection', 300_000, 300);
        const click = await handle.executeUpdate(clickMaskUpdate, { args: [{ frame: 0, clicks: [{ x: 50 / W, y: 90 / H, include: true }] }] });
        expect(getIou(decodePng(readFileSync(join(harness.storageDir, click.maskKey))).pixels, truthAt(0))).toBeGreaterThanOrEqual(0.85);

        // Kill the worker (SIGKILL: no cleanup) 2.5 s into the span: past a few of its heartbeats (throttled to 1 s).
        await handle.signal(propagateMasksSignal);
        await waitFor(async () => existsSync(maskPath(harness.storageDir, jobId, 1)), (stored) => stored, 300_000, 20);
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
          const view = await waitFor(() => handle.query(jobViewQuery), (v) => (v.changer?.propagated === true && v.stage === 'awaiting_selection') || v.stage === 'failed', 300_000, 200);
          expect(view.stage).toBe('awaiting_selection');
          await handle.signal(finishMaskingSignal);
          return handle.result();
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
  }, 900_000);
});
