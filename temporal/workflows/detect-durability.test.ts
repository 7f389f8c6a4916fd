import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { failRunningAttempts } from '../../test/support/fail-running-attempts';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startJobHarness, type JobHarness } from '../../test/support/job-harness';
import { makeFaceClip } from '../../test/support/make-face-clip';
import { JOB_TEST_TIMEOUT_MS, waitFor, waitForProgress, workflowPulse } from '../../test/support/wait-for';
import { GPU_QUEUES } from '../../domain/jobs/task-queues';
import { planSegments, getRangeFrames } from '../../domain/media/plan-segments';
import { getAnalyser } from '../activities/effects/analysers';
import { storageKeys } from '../activities/storage/storage-keys';
import type { TrackFile } from '../activities/blurring/track-analyser';
import { jobViewQuery } from './messages';
import type { ToolJobInput } from './tool-job-input';

let harness: JobHarness;
let dir: string;
beforeAll(async () => {
  harness = await startJobHarness();
  dir = mkdtempSync(join(tmpdir(), 'kinora-detect-kill-'));
});
afterAll(async () => {
  await harness?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the detect pass survives a killed worker', () => {
  it('a gpu worker SIGKILLed mid-detect: a new worker redoes only the lost segment, and the job reaches the choice with the same tracks', async () => {
    // 24 s at 5 fps: two detect segments of 12 s, each a checkpoint.
    const clip = makeFaceClip(join(dir, 'walk.mp4'), { width: 480, height: 270, fps: 5, durationS: 24, walkers: [{ scale: 0.8, startX: 0, y: 60, speed: 6 }] });
    const range = { startS: 0, endS: 24 };
    const segments = planSegments(range.startS, range.endS, clip.fps);
    expect(segments).toHaveLength(2);

    // The tracks an uninterrupted detect pass finds (the same analyser, the same segments, in this process).
    const analyser = getAnalyser('faces');
    const rangeFrames = getRangeFrames(range, clip.fps);
    const paths: string[] = [];
    for (const segment of segments) {
      const scratch = mkdtempSync(join(dir, 'reference-'));
      paths.push(await analyser.analyseSegment({ sourcePath: clip.path, fps: clip.fps, options: {}, scratch, run: () => Promise.resolve(), runOptions: {}, segment, range: rangeFrames }));
    }
    const reference = JSON.parse(readFileSync(await analyser.merge({ paths, scratch: mkdtempSync(join(dir, 'merge-')) }), 'utf8')) as TrackFile;
    expect(reference.tracks.length).toBeGreaterThan(0);

    const root = resolve(import.meta.dirname, '../..');
    const child = spawn(process.execPath, ['--import', 'tsx', resolve(root, 'temporal/workers-gpu/main.ts')], {
      cwd: root,
      env: { ...process.env, TEMPORAL_ADDRESS: harness.env.address, STORAGE_DIR: harness.storageDir, GPU_SMALL_WORKER_CONCURRENCY: '1', GPU_MEDIUM_WORKER_CONCURRENCY: '1', GPU_BIG_WORKER_CONCURRENCY: '1' },
      stdio: 'ignore',
    });
    // On a failure before the kill, the worker must not outlive the test (nor this file's Temporal).
    onTestFinished(() => void child.kill('SIGKILL'));
    // The detect pass's decoder reads the upload (only the child worker runs gpu activities until it is killed).
    const decodersOf = (fileId: string) => execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' }).split('\n').filter((l) => l.includes('ffmpeg') && l.includes('rawvideo') && l.includes(fileId)).length;
    await harness.withWorkers(
      async () => {
        const { userId, fileId, sourceKey } = await harness.seedUserAndFile(clip.path, 100);
        const jobId = await harness.createJobRow({ userId, fileId, toolId: 'face_anonymizer', range });
        const input: ToolJobInput = { jobId, userId, toolId: 'face_anonymizer', plan: 'premium', sourceKey, range, options: { mode: 'blur', shape: 'ellipse', mask_scale: 130 } };
        const handle = await harness.env.client.workflow.start('faceAnonymizerWorkflow', { taskQueue: 'app', workflowId: jobId, args: [input] });
        // Kill the worker (SIGKILL: no cleanup) once the first segment is stored and the second one is decoding.
        await waitForProgress(() => handle.query(jobViewQuery), (v) => (v.work.passes.find((p) => p.id === 'analyse')?.done ?? 0) >= 1, { intervalMs: 100, pulse: () => workflowPulse(handle) });
        await waitFor(async () => decodersOf(fileId), (n) => n > 0, 120_000, 50);
        child.kill('SIGKILL');
        // The segment it held fails now, as its heartbeat timeout would make it (two minutes for model work).
        expect(await failRunningAttempts(harness.env.client, handle)).toBe(1);

        // Fresh gpu workers pick the lost segment up.
        const replacements = await Promise.all(GPU_QUEUES.map((queue) => harness.createComputeWorker(queue)));
        const run = replacements.reduce((inner, worker) => () => worker.runUntil(inner()), () => waitForProgress(() => handle.query(jobViewQuery), (v) => v.stage === 'awaiting_selection' || v.stage === 'failed', { intervalMs: 200, pulse: () => workflowPulse(handle) }));
        const view = await run();
        expect(view.stage).toBe('awaiting_selection');

        // The same tracks as the uninterrupted pass.
        const merged = JSON.parse(readFileSync(join(harness.storageDir, storageKeys.analysis(jobId, 'detect', 'merged')), 'utf8')) as TrackFile;
        expect(merged.tracks.map((t) => ({ id: t.id, firstFrame: t.firstFrame, frames: t.boxes.length }))).toEqual(reference.tracks.map((t) => ({ id: t.id, firstFrame: t.firstFrame, frames: t.boxes.length })));
        merged.tracks.forEach((t, i) => t.boxes.forEach((b, j) => expect(Math.abs(b.x - reference.tracks[i]!.boxes[j]!.x)).toBeLessThan(0.5)));

        // Each segment was scheduled once; only the one the killed worker held needed a second attempt.
        const events = (await handle.fetchHistory()).events ?? [];
        const scheduled = events.filter((e) => e.activityTaskScheduledEventAttributes?.activityType?.name === 'analyseSegment');
        expect(scheduled).toHaveLength(2);
        const ids = new Set(scheduled.map((e) => String(e.eventId)));
        const attempts = events.flatMap((e) => (e.activityTaskStartedEventAttributes && ids.has(String(e.activityTaskStartedEventAttributes.scheduledEventId)) ? [e.activityTaskStartedEventAttributes.attempt ?? 1] : []));
        expect(attempts.filter((a) => a > 1)).toHaveLength(1);
        await handle.cancel();
      },
      { gpuWorkers: false },
    );
  }, JOB_TEST_TIMEOUT_MS);
});
