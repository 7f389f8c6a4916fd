import { execFileSync, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { WorkflowFailedError } from '@temporalio/client';
import { ApplicationFailure, CancelledFailure } from '@temporalio/common';
import { startJobHarness, type JobHarness } from '../../test/support/job-harness';
import { makeTestClip, probeForTest } from '../../test/support/make-test-clip';
import { JOB_TEST_TIMEOUT_MS, waitFor, waitForProgress, workflowPulse, workflowResultWithProgress } from '../../test/support/wait-for';
import { meanDifference, readGrayFrame } from '../../test/support/read-gray-frame';
import { changeOptionsSignal, jobViewQuery, pauseSignal, premiumExportSignal, resumeSignal } from './messages';
import { countFrames } from '../../test/support/media-measures';
import { processScratchDir, sweepOrphanScratch } from '../activities/kit/with-scratch-dir';
import type { ToolJobInput } from './tool-job-input';
import { TOOL_ID, USER_ID } from './search-attributes';
import type { JobView } from '../../domain/jobs/job-view';

let harness: JobHarness;
let clipDir: string;
let clip: string;

beforeAll(async () => {
  harness = await startJobHarness();
  clipDir = mkdtempSync(join(tmpdir(), 'kinora-sharpener-'));
  clip = makeTestClip(join(clipDir, 'clip.mp4'), { durationS: 12, width: 1920, height: 1080 });
});

afterAll(async () => {
  await harness?.close();
  rmSync(clipDir, { recursive: true, force: true });
});

async function startSharpener(credits: number, range = { startS: 1, endS: 11 }, sourcePath = clip) {
  const { userId, fileId, sourceKey } = await harness.seedUserAndFile(sourcePath, credits);
  const jobId = await harness.createJobRow({ userId, fileId, toolId: 'video_sharpener', range });
  const input: ToolJobInput = { jobId, userId, toolId: 'video_sharpener', plan: 'basic', sourceKey, range, options: { strength: 8 } };
  const handle = await harness.env.client.workflow.start('videoSharpenerWorkflow', {
    taskQueue: 'app', workflowId: jobId, args: [input],
    typedSearchAttributes: [{ key: USER_ID, value: userId }, { key: TOOL_ID, value: 'video_sharpener' }],
  });
  // The job's view once `accept` holds, waited for as long as the job moves (its view or its workflow's activities).
  const view = (accept: (v: JobView) => boolean) => waitForProgress(() => handle.query(jobViewQuery), accept, { pulse: () => workflowPulse(handle), what: `job ${jobId}` });
  return { jobId, userId, handle, view };
}

describe('videoSharpenerWorkflow', () => {
  it('renders a watermarked 720p-capped preview, then the original-resolution output with audio after Premium Export', async () => {
    await harness.withWorkers(async () => {
      const { jobId, handle, view } = await startSharpener(50);
      const awaiting = await view((v) => v.stage === 'awaiting_export' || v.stage === 'failed');
      expect(awaiting).toMatchObject({ stage: 'awaiting_export', job_status: 'work_done', tool_state: 'edited', error: null });
      const preview = probeForTest(join(harness.storageDir, awaiting.outputs.preview!));
      expect(preview).toMatchObject({ width: 1280, height: 720 });
      expect(preview.durationS).toBeGreaterThan(9.8);
      expect(preview.durationS).toBeLessThan(10.2);
      expect(preview.hasAudio).toBe(true);

      await handle.signal(premiumExportSignal);
      const done = await workflowResultWithProgress(handle);
      expect(done).toMatchObject({ stage: 'done', job_status: 'download_ready', tool_state: 'final_edited', work_progress: 100 });
      const final = probeForTest(join(harness.storageDir, done.outputs.final!));
      expect(final).toMatchObject({ width: 1920, height: 1080, hasAudio: true });
      expect(final.durationS).toBeGreaterThan(9.8);
      expect(final.durationS).toBeLessThan(10.2);

      // The preview's watermark sits in the bottom-right corner; the paid output has none there.
      const previewFrame = readGrayFrame(join(harness.storageDir, done.outputs.preview!), 3);
      const finalFrame = readGrayFrame(join(harness.storageDir, done.outputs.final!), 3);
      const inCorner = meanDifference(previewFrame, finalFrame, [0.6, 0.82, 0.97, 0.97]);
      const elsewhere = meanDifference(previewFrame, finalFrame, [0.05, 0.05, 0.55, 0.75]);
      expect(inCorner).toBeGreaterThan(8);
      expect(elsewhere).toBeLessThan(3);

      // 10 s at the sharpener's 0.01 credit/s: 0.1 credit, held once and captured.
      expect(done.final_cost_milli).toBe(100);
      const hold = await harness.db.prisma.creditHold.findUnique({ where: { key: `${jobId}:final` } });
      expect(hold).toMatchObject({ status: 'captured', amountMilli: 100 });
      const row = await harness.db.prisma.job.findUniqueOrThrow({ where: { id: jobId } });
      expect(row).toMatchObject({ status: 'download_ready', outputKey: done.outputs.final, previewKey: done.outputs.preview });
      // Segments were checkpoints only: gone once the outputs exist.
      expect(readdirSync(join(harness.storageDir, 'jobs', jobId, 'final'))).toEqual(['output.mp4']);
    });
  }, JOB_TEST_TIMEOUT_MS);

  it('fails a file that is not a video with media_not_a_video, and records it on the job', async () => {
    const textFile = join(clipDir, 'notes.mp4');
    execFileSync('sh', ['-c', `echo "not a video" > ${textFile}`]);
    await harness.withWorkers(async () => {
      const { jobId, handle } = await startSharpener(50, { startS: 0, endS: 5 }, textFile);
      const error = await workflowResultWithProgress(handle).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(WorkflowFailedError);
      expect(((error as WorkflowFailedError).cause as ApplicationFailure).type).toBe('media_not_a_video');
      const row = await harness.db.prisma.job.findUniqueOrThrow({ where: { id: jobId } });
      expect(row).toMatchObject({ status: 'halted', errorCode: 'media_not_a_video' });
    });
  }, JOB_TEST_TIMEOUT_MS);

  it('keeps the preview waiting with not_enough_credits when the balance is short, holding nothing', async () => {
    await harness.withWorkers(async () => {
      const { jobId, handle, view } = await startSharpener(0.05);
      await view((v) => v.stage === 'awaiting_export');
      await handle.signal(premiumExportSignal);
      const refused = await view((v) => v.error !== null);
      expect(refused).toMatchObject({ stage: 'awaiting_export', error: { code: 'not_enough_credits' } });
      expect(await harness.db.prisma.creditHold.count({ where: { jobId } })).toBe(0);
      await handle.cancel();
    });
  }, JOB_TEST_TIMEOUT_MS);

  it('cancelling during the final render kills ffmpeg, cleans scratch and releases the credits', async () => {
    const longClip = makeTestClip(join(clipDir, 'long.mp4'), { durationS: 40, width: 1280, height: 720 });
    await harness.withWorkers(async () => {
      const { jobId, handle, view } = await startSharpener(50, { startS: 0, endS: 40 }, longClip);
      await view((v) => v.stage === 'awaiting_export');
      await handle.signal(premiumExportSignal);
      await view((v) => v.stage === 'final');
      const ffmpegOfJob = () => execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' }).split('\n').filter((l) => l.includes('ffmpeg') && l.includes(jobId));
      await waitFor(async () => ffmpegOfJob().length, (n) => n > 0, 120_000, 50);

      await handle.cancel();
      const error = await workflowResultWithProgress(handle).catch((e: unknown) => e);
      expect((error as WorkflowFailedError).cause).toBeInstanceOf(CancelledFailure);
      await waitFor(async () => ffmpegOfJob().length, (n) => n === 0, 60_000, 100);
      await waitFor(async () => readdirSync(processScratchDir()).filter((d) => d.startsWith(jobId)).length, (n) => n === 0, 60_000, 100);
      const hold = await harness.db.prisma.creditHold.findUniqueOrThrow({ where: { key: `${jobId}:final` } });
      expect(hold.status).toBe('released');
      const row = await harness.db.prisma.job.findUniqueOrThrow({ where: { id: jobId } });
      expect(row.status).toBe('cancelled');
    });
  }, JOB_TEST_TIMEOUT_MS);
});

describe('pause, options and search', () => {
  it('pausing stops the render and starts no new segment; resuming keeps the finished segments and completes', async () => {
    const longClip = makeTestClip(join(clipDir, 'pause.mp4'), { durationS: 40, width: 1280, height: 720 });
    await harness.withWorkers(async () => {
      const { jobId, handle, view } = await startSharpener(50, { startS: 0, endS: 40 }, longClip);
      const rendered = (v: JobView) => v.work.passes.find((p) => p.id === 'render')?.done ?? 0;
      const before = await view((v) => v.stage === 'preview' && rendered(v) >= 1);
      await handle.signal(pauseSignal);
      const paused = await view((v) => v.paused);
      const ffmpegOfJob = () => execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' }).split('\n').filter((l) => l.includes('ffmpeg') && l.includes(jobId)).length;
      await waitFor(async () => ffmpegOfJob(), (n) => n === 0, 60_000, 100);
      // Paused for a while: nothing runs, nothing new finishes, and the finished segments are still counted.
      await new Promise((r) => setTimeout(r, 3000));
      expect(ffmpegOfJob()).toBe(0);
      const still = await handle.query(jobViewQuery);
      expect(rendered(still)).toBe(rendered(paused));
      expect(rendered(still)).toBeGreaterThanOrEqual(rendered(before));
      await handle.signal(resumeSignal);
      const awaiting = await view((v) => v.stage === 'awaiting_export');
      expect(awaiting.paused).toBe(false);
      expect(countFrames(join(harness.storageDir, awaiting.outputs.preview!)).frames).toBe(1000);
      // Segments finished before the pause were not rendered again.
      const events = (await handle.fetchHistory()).events ?? [];
      const scheduled = events.filter((e) => e.activityTaskScheduledEventAttributes?.activityType?.name === 'renderSegment').length;
      expect(scheduled).toBeLessThanOrEqual(4 + (4 - rendered(paused)));
      await handle.cancel();
    });
  }, JOB_TEST_TIMEOUT_MS);

  it('changed options render the preview again as a new revision; invalid ones are refused and the preview kept', async () => {
    await harness.withWorkers(async () => {
      const { handle, view } = await startSharpener(50, { startS: 1, endS: 5 });
      const first = await view((v) => v.stage === 'awaiting_export');
      expect(first.preview_revision).toBe(0);
      await handle.signal(changeOptionsSignal, { options: { strength: 10, method: 'cas' } });
      const second = await view((v) => v.stage === 'awaiting_export' && v.preview_revision === 1);
      expect(second.options).toMatchObject({ strength: 10, method: 'cas' });
      expect(second.outputs.preview).toMatch(/preview-r1\/output\.mp4$/);
      expect(second.outputs.preview).not.toBe(first.outputs.preview);
      await handle.signal(changeOptionsSignal, { options: { strength: 99 } });
      const refused = await view((v) => v.error?.code === 'option_invalid');
      expect(refused).toMatchObject({ stage: 'awaiting_export', preview_revision: 1, outputs: { preview: second.outputs.preview } });
      await handle.cancel();
    });
  }, JOB_TEST_TIMEOUT_MS);

  it('a job is found by its custom search attributes (tool, status) in Temporal', async () => {
    await harness.withWorkers(async () => {
      const { jobId, handle, view } = await startSharpener(50, { startS: 1, endS: 3 });
      await view((v) => v.stage === 'awaiting_export');
      const found = await waitFor(
        async () => {
          const ids: string[] = [];
          for await (const w of harness.env.client.workflow.list({ query: `ToolId = 'video_sharpener' AND JobStatus = 'work_done' AND UserId = '${(await handle.describe()).searchAttributes.UserId?.[0] ?? ''}'` })) ids.push(w.workflowId);
          return ids;
        },
        (ids) => ids.includes(jobId),
        30_000,
        500,
      );
      expect(found).toContain(jobId);
      await handle.cancel();
    });
  }, JOB_TEST_TIMEOUT_MS);
});

describe('durability', () => {
  it('a killed cpu worker loses only its running segment: the job resumes on another worker and finishes', async () => {
    const clip40 = makeTestClip(join(clipDir, 'forty.mp4'), { durationS: 40, width: 1280, height: 720 });
    const root = resolve(import.meta.dirname, '../..');
    const child = spawn(process.execPath, ['--import', 'tsx', resolve(root, 'temporal/workers-cpu/main.ts')], {
      cwd: root,
      env: { ...process.env, TEMPORAL_ADDRESS: harness.env.address, STORAGE_DIR: harness.storageDir, CPU_WORKER_CONCURRENCY: '1' },
      stdio: 'ignore',
    });
    // On a failure before the kill, the worker must not outlive the test (nor this file's Temporal).
    onTestFinished(() => void child.kill('SIGKILL'));
    const ffmpegOf = (pid: number) => execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' }).split('\n').filter((l) => l.includes('ffmpeg') && l.includes(`/${pid}/`));
    await harness.withWorkers(
      async () => {
        const { jobId, handle, view } = await startSharpener(50, { startS: 0, endS: 40 }, clip40);
        // Kill the worker (SIGKILL: no cleanup, no goodbye) once a segment is done and the next one is rendering.
        await view((v) => (v.work.passes.find((p) => p.id === 'render')?.done ?? 0) >= 1 && v.stage === 'preview');
        await waitFor(async () => ffmpegOf(child.pid!).length, (n) => n > 0, 120_000, 50);
        child.kill('SIGKILL');
        // Its ffmpeg dies too: the broken stderr pipe ends it at its next progress line.
        await waitFor(async () => ffmpegOf(child.pid!).length, (n) => n === 0, 60_000, 200);

        // A fresh worker picks the job up once the lost activity's heartbeat times out.
        const replacement = await harness.createCpuWorker();
        const awaiting = await replacement.runUntil(view((v) => v.stage === 'awaiting_export' || v.stage === 'failed'));
        expect(awaiting.stage).toBe('awaiting_export');
        const preview = probeForTest(join(harness.storageDir, awaiting.outputs.preview!));
        expect(preview.durationS).toBeGreaterThan(39.8);
        expect(preview.durationS).toBeLessThan(40.2);

        // Each of the 4 segments was scheduled once; only the interrupted one needed a second attempt.
        const events = (await handle.fetchHistory()).events ?? [];
        const scheduled = events.filter((e) => e.activityTaskScheduledEventAttributes?.activityType?.name === 'renderSegment');
        expect(scheduled).toHaveLength(4);
        const attempts = events.flatMap((e) => (e.activityTaskStartedEventAttributes ? [e.activityTaskStartedEventAttributes.attempt ?? 1] : []));
        expect(attempts.filter((a) => a > 1)).toHaveLength(1);
        await handle.cancel();
        expect(jobId).toBeTruthy();
      },
      { cpuWorker: false },
    );
    // The dead worker's scratch is swept when a worker starts on this machine.
    expect(await sweepOrphanScratch()).toContain(String(child.pid));
  }, JOB_TEST_TIMEOUT_MS);
});
