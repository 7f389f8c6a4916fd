import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { WorkflowHandle } from '@temporalio/client';
import { startJobHarness, type JobHarness } from '../../test/support/job-harness';
import { makeTestClip } from '../../test/support/make-test-clip';
import { countFrames } from '../../test/support/media-measures';
import { JOB_TEST_TIMEOUT_MS, waitFor, waitForProgress, workflowPulse, workflowResultWithProgress } from '../../test/support/wait-for';
import { jobViewQuery } from '../workflows/messages';
import type { ToolJobInput } from '../workflows/tool-job-input';

// A cpu worker process gets SIGTERM in the middle of a render (a deploy, a scale-down): it takes no new task, its
// running segment either finishes within WORKER_SHUTDOWN_GRACE_S or is cancelled and retried at once on another
// worker, and the segments it finished are never rendered again.
let harness: JobHarness;
let dir: string;
let clip: string;
const root = resolve(import.meta.dirname, '../..');

beforeAll(async () => {
  harness = await startJobHarness();
  dir = mkdtempSync(join(tmpdir(), 'kinora-shutdown-'));
  // 30 s of 720p: three render segments of 10 s, each long enough to be caught running.
  clip = makeTestClip(join(dir, 'clip.mp4'), { durationS: 30, width: 1280, height: 720 });
});
afterAll(async () => {
  await harness?.close();
  rmSync(dir, { recursive: true, force: true });
});

function spawnDrainingWorker(identity: string, graceS: number): { child: ChildProcess; lines: string[]; exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }> } {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(root, 'temporal/workers-cpu/main.ts')], {
    cwd: root,
    env: { ...process.env, TEMPORAL_ADDRESS: harness.env.address, STORAGE_DIR: harness.storageDir, CPU_WORKER_CONCURRENCY: '1', WORKER_IDENTITY: identity, WORKER_SHUTDOWN_GRACE_S: String(graceS) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  onTestFinished(() => void child.kill('SIGKILL'));
  const lines: string[] = [];
  child.stdout!.on('data', (data: Buffer) => lines.push(...data.toString().split('\n').filter(Boolean)));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((r) => child.once('exit', (code, signal) => r({ code, signal, at: Date.now() })));
  return { child, lines, exited };
}

/** Command lines of the ffmpeg processes working in a worker process's scratch folder. */
const ffmpegOf = (pid: number) => execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' }).split('\n').filter((l) => l.includes('ffmpeg') && l.includes(`/${pid}/`));

async function startSharpening(): Promise<WorkflowHandle> {
  const { userId, fileId, sourceKey } = await harness.seedUserAndFile(clip, 100);
  const range = { startS: 0, endS: 30 };
  const jobId = await harness.createJobRow({ userId, fileId, toolId: 'video_sharpener', range });
  const input: ToolJobInput = { jobId, userId, toolId: 'video_sharpener', plan: 'premium', sourceKey, range, options: {} };
  return harness.env.client.workflow.start('videoSharpenerWorkflow', { taskQueue: 'app', workflowId: jobId, args: [input] });
}

/** Each renderSegment attempt: its segment, attempt number, the worker that ran it and when it started. */
async function renderAttempts(handle: WorkflowHandle) {
  const events = (await handle.fetchHistory()).events ?? [];
  const scheduled = new Map(events.filter((e) => e.activityTaskScheduledEventAttributes?.activityType?.name === 'renderSegment').map((e) => [String(e.eventId), e]));
  return events.flatMap((e) => {
    const started = e.activityTaskStartedEventAttributes;
    if (!started || !scheduled.has(String(started.scheduledEventId))) return [];
    // History keeps only the last attempt's start; the failure that made it retry rides on it (lastFailure).
    const lastFailure = started.lastFailure ? `${started.lastFailure.message ?? ''} ${started.lastFailure.cause?.message ?? ''}`.trim() : null;
    return [{ scheduledEventId: String(started.scheduledEventId), attempt: started.attempt ?? 1, identity: started.identity ?? '', lastFailure, at: Number(e.eventTime?.seconds ?? 0) * 1000 + Math.round((e.eventTime?.nanos ?? 0) / 1e6) }];
  });
}

/** Waits until the child worker has finished one render segment and is rendering the next. */
async function waitForSecondSegmentRunning(handle: WorkflowHandle, pid: number): Promise<void> {
  await waitForProgress(() => handle.query(jobViewQuery), (v) => (v.work.passes.find((p) => p.id === 'render')?.done ?? 0) >= 1, { intervalMs: 100, pulse: () => workflowPulse(handle) });
  await waitFor(async () => ffmpegOf(pid).length, (n) => n > 0, 120_000, 50);
}

describe('a worker stopped with SIGTERM mid-render', () => {
  it('past its grace time: cancels the running segment (ffmpeg stopped, scratch removed), exits 0, and another worker redoes only that segment at once', async () => {
    const { child, lines, exited } = spawnDrainingWorker('draining-worker', 0);
    await harness.withWorkers(
      async () => {
        const handle = await startSharpening();
        await waitForSecondSegmentRunning(handle, child.pid!);
        const sentAt = Date.now();
        child.kill('SIGTERM');
        const exit = await exited;
        expect({ code: exit.code, signal: exit.signal }).toEqual({ code: 0, signal: null });
        expect(exit.at - sentAt).toBeLessThan(15_000);
        expect(ffmpegOf(child.pid!)).toEqual([]);
        expect(existsSync(join(tmpdir(), 'kinora-scratch', String(child.pid)))).toBe(false);
        const said = lines.map((line) => JSON.parse(line) as { msg: string });
        expect(said.some((entry) => entry.msg.startsWith('SIGTERM'))).toBe(true);

        const replacement = await harness.createCpuWorker();
        const done = await replacement.runUntil(workflowResultWithProgress(handle));
        expect(done.stage).toBe('done');
        expect(countFrames(join(harness.storageDir, done.outputs.final!)).frames).toBe(750);

        const attempts = await renderAttempts(handle);
        console.info(`[shutdown] SIGTERM to exit ${exit.at - sentAt} ms; SIGTERM to the retry's start ${(attempts.find((a) => a.attempt > 1)?.at ?? NaN) - sentAt} ms`);
        // Three segments, each scheduled once; the first one, finished before the signal, was kept (its attempt 1 is
        // the draining worker's); only the segment cut short ran again, on the replacement.
        expect(new Set(attempts.map((a) => a.scheduledEventId)).size).toBe(3);
        expect(attempts.filter((a) => a.identity === 'draining-worker')).toEqual([expect.objectContaining({ attempt: 1 })]);
        const retried = attempts.filter((a) => a.attempt > 1);
        expect(retried).toEqual([expect.objectContaining({ attempt: 2, identity: expect.not.stringMatching(/draining-worker/) })]);
        expect(retried[0]!.lastFailure).toMatch(/shutting down/);
        // Retried without waiting for a heartbeat timeout (20 s): the worker reported the cancellation as it left.
        expect(retried[0]!.at - sentAt).toBeLessThan(10_000);
      },
      { cpuWorker: false, gpuWorkers: false },
    );
  }, JOB_TEST_TIMEOUT_MS);

  it('within its grace time: finishes the running segment, then exits 0; the next worker renders only what is left', async () => {
    const { child, exited } = spawnDrainingWorker('finishing-worker', 60);
    await harness.withWorkers(
      async () => {
        const handle = await startSharpening();
        await waitForSecondSegmentRunning(handle, child.pid!);
        child.kill('SIGTERM');
        const exit = await exited;
        expect({ code: exit.code, signal: exit.signal }).toEqual({ code: 0, signal: null });

        const replacement = await harness.createCpuWorker();
        const done = await replacement.runUntil(workflowResultWithProgress(handle));
        expect(done.stage).toBe('done');
        const attempts = await renderAttempts(handle);
        expect(new Set(attempts.map((a) => a.scheduledEventId)).size).toBe(3);
        expect(attempts.filter((a) => a.attempt > 1)).toEqual([]);
        // The two segments it had started are its own, finished; only the third ran on the replacement.
        expect(attempts.filter((a) => a.identity === 'finishing-worker')).toHaveLength(2);
      },
      { cpuWorker: false, gpuWorkers: false },
    );
  }, JOB_TEST_TIMEOUT_MS);
});
