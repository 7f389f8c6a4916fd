import { execFileSync, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { failRunningAttempts } from '../../test/support/fail-running-attempts';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startJobHarness, type JobHarness } from '../../test/support/job-harness';
import { probeForTest } from '../../test/support/make-test-clip';
import { measureQuality } from '../../test/support/measure-quality';
import type { ToolJobInput } from './tool-job-input';
import { JOB_TEST_TIMEOUT_MS, waitForProgress, workflowPulse, workflowResultWithProgress } from '../../test/support/wait-for';
import { jobViewQuery } from './messages';
import { GPU_QUEUES } from '../../domain/jobs/task-queues';

let harness: JobHarness;
let dir: string;
let original: string;
let source: string;
beforeAll(async () => {
  harness = await startJobHarness();
  dir = mkdtempSync(join(tmpdir(), 'kinora-upscaler-'));
  // A known original (a photo panning slowly, 256x192) and the upload made from it by a 2x downscale (128x96).
  original = join(dir, 'original.mp4');
  source = join(dir, 'source.mp4');
  const photo = '/usr/share/doc/opencv-doc/examples/data/butterfly.jpg';
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-loop', '1', '-framerate', '5', '-i', photo, '-vf', 'scale=512:-2:flags=area,crop=256:192:x=n*4:y=20', '-t', '4', '-c:v', 'libx264', '-crf', '10', '-pix_fmt', 'yuv444p', original]);
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', original, '-vf', 'scale=128:96:flags=bicubic', '-c:v', 'libx264', '-crf', '12', '-pix_fmt', 'yuv420p', source]);
});
afterAll(async () => {
  await harness?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('video upscaler end to end', () => {
  it('upscales 2x in 2 s segments (each a checkpoint), closer to the known original than Lanczos (PSNR and SSIM)', async () => {
    await harness.withWorkers(async () => {
      const { userId, fileId, sourceKey } = await harness.seedUserAndFile(source, 100);
      const range = { startS: 0, endS: 4 };
      const jobId = await harness.createJobRow({ userId, fileId, toolId: 'video_enhancer', range });
      const input: ToolJobInput = { jobId, userId, toolId: 'video_enhancer', plan: 'premium', sourceKey, range, options: { scale: '2x' } };
      const handle = await harness.env.client.workflow.start('videoEnhancerWorkflow', { taskQueue: 'app', workflowId: jobId, args: [input] });
      const done = await workflowResultWithProgress(handle);
      expect(done).toMatchObject({ stage: 'done', tool_state: 'final_upscaled' });
      // The job's details say which model upscaled it and on which provider (CUDA on a GPU worker).
      expect(done.inference.super_resolution).toMatch(/^esrgan-slim-x2 on onnxruntime-(cpu|cuda)$/);
      const output = join(harness.storageDir, done.outputs.final!);
      const media = probeForTest(output);
      expect(media).toMatchObject({ width: 256, height: 192 });
      expect(media.durationS).toBeGreaterThan(3.8);
      expect(media.durationS).toBeLessThan(4.2);

      // Two segments, each rendered once: the stored segments are the checkpoints a resumed job keeps.
      const events = (await handle.fetchHistory()).events ?? [];
      expect(events.filter((e) => e.activityTaskScheduledEventAttributes?.activityType?.name === 'renderSegment')).toHaveLength(2);

      const lanczos = join(dir, 'lanczos.mp4');
      // The baseline encoded as the segments are (x264 veryfast, CRF 20), so only the upscaling differs.
      execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', source, '-vf', 'scale=256:192:flags=lanczos', '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-pix_fmt', 'yuv420p', lanczos]);
      const ours = measureQuality(original, output);
      const baseline = measureQuality(original, lanczos);
      console.log(`[upscaler] luma PSNR ${ours.psnrY.toFixed(2)} vs Lanczos ${baseline.psnrY.toFixed(2)} dB, SSIM ${ours.ssimY.toFixed(4)} vs ${baseline.ssimY.toFixed(4)}; all planes PSNR ${ours.psnr.toFixed(2)} vs ${baseline.psnr.toFixed(2)}, SSIM ${ours.ssim.toFixed(4)} vs ${baseline.ssim.toFixed(4)}`);
      // Judged on luma, as super-resolution is: the upload's 4:2:0 chroma (64x48 here) is what both methods start from.
      expect(ours.psnrY).toBeGreaterThan(baseline.psnrY);
      expect(ours.ssimY).toBeGreaterThan(baseline.ssimY);
    });
  }, JOB_TEST_TIMEOUT_MS);

  it('a gpu worker killed mid-render loses only its running segment: the job resumes on another worker and finishes', async () => {
    const six = join(dir, 'six.mp4');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=128x96:rate=5:duration=6', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', six]);
    const root = resolve(import.meta.dirname, '../..');
    const child = spawn(process.execPath, ['--import', 'tsx', resolve(root, 'temporal/workers-gpu/main.ts')], {
      cwd: root,
      env: { ...process.env, TEMPORAL_ADDRESS: harness.env.address, STORAGE_DIR: harness.storageDir, GPU_SMALL_WORKER_CONCURRENCY: '1', GPU_MEDIUM_WORKER_CONCURRENCY: '1', GPU_BIG_WORKER_CONCURRENCY: '1' },
      stdio: 'ignore',
    });
    // On a failure before the kill, the worker must not outlive the test (nor this file's Temporal).
    onTestFinished(() => void child.kill('SIGKILL'));
    await harness.withWorkers(
      async () => {
        const { userId, fileId, sourceKey } = await harness.seedUserAndFile(six, 100);
        const range = { startS: 0, endS: 6 };
        const jobId = await harness.createJobRow({ userId, fileId, toolId: 'video_enhancer', range });
        const input: ToolJobInput = { jobId, userId, toolId: 'video_enhancer', plan: 'premium', sourceKey, range, options: { scale: '2x' } };
        const handle = await harness.env.client.workflow.start('videoEnhancerWorkflow', { taskQueue: 'app', workflowId: jobId, args: [input] });
        // Kill the worker (SIGKILL) once one segment is stored and the next one is under way.
        await waitForProgress(() => handle.query(jobViewQuery), (v) => (v.work.passes.find((p) => p.id === 'render')?.done ?? 0) >= 1, { intervalMs: 100, pulse: () => workflowPulse(handle) });
        child.kill('SIGKILL');
        await failRunningAttempts(harness.env.client, handle);
        const replacements = await Promise.all(GPU_QUEUES.map((queue) => harness.createComputeWorker(queue)));
        const run = replacements.reduce<() => Promise<unknown>>((inner, worker) => () => worker.runUntil(inner()), () => workflowResultWithProgress(handle));
        const done = (await run()) as Awaited<ReturnType<typeof handle.result>>;
        expect(done.stage).toBe('done');
        const media = probeForTest(join(harness.storageDir, done.outputs.final!));
        expect(media).toMatchObject({ width: 256, height: 192 });
        expect(media.durationS).toBeGreaterThan(5.8);

        // Each of the 3 segments was scheduled once; only the interrupted one needed a second attempt (at most one).
        const events = (await handle.fetchHistory()).events ?? [];
        expect(events.filter((e) => e.activityTaskScheduledEventAttributes?.activityType?.name === 'renderSegment')).toHaveLength(3);
        const retried = events.flatMap((e) => (e.activityTaskStartedEventAttributes && (e.activityTaskStartedEventAttributes.attempt ?? 1) > 1 ? [e] : []));
        expect(retried.length).toBeLessThanOrEqual(1);
      },
      { gpuWorkers: false },
    );
  }, JOB_TEST_TIMEOUT_MS);
});
