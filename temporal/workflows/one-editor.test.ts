import { execFileSync, spawn } from 'node:child_process';
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { WorkflowFailedError, type WorkflowHandle } from '@temporalio/client';
import type { ApplicationFailure } from '@temporalio/common';
import type { ProjectDoc } from '../../domain/editing/timeline/project-doc';
import type { OneEditorJobOptions } from '../../domain/editing/timeline/editor-contract';
import { getBalanceMilli } from '../activities/app/credit-ledger';
import { startJobHarness, type JobHarness } from '../../test/support/job-harness';
import { countFrames } from '../../test/support/media-measures';
import { meanDifference, readGrayFrame } from '../../test/support/read-gray-frame';
import { makeExactnessProject, makeMixedRateSources, makePatternClip, project, track, video, type TimelineSourceClip } from '../../test/support/make-timeline-project';
import { JOB_TEST_TIMEOUT_MS, waitFor, waitForProgress, workflowPulse, workflowResultWithProgress } from '../../test/support/wait-for';
import { jobViewQuery } from './messages';
import type { ToolJobInput } from './tool-job-input';
import type { PlanId } from '../../domain/plans';
import { getTool } from '../../domain/catalogue/get-tool';
import { toMilliCredits } from '../../domain/jobs/milli-credits';
import { getCreditCost } from '../../domain/rules/get-credit-cost';

// OneEditor's export as users run it: the saved document by key, through Temporal, with real ffmpeg.
let harness: JobHarness;
let dir: string;
let sources: ReturnType<typeof makeMixedRateSources>;
beforeAll(async () => {
  harness = await startJobHarness();
  dir = mkdtempSync(join(tmpdir(), 'kinora-one-editor-'));
  sources = makeMixedRateSources(dir);
  for (const clip of Object.values(sources)) await store(clip);
});
afterAll(async () => {
  await harness?.close();
  rmSync(dir, { recursive: true, force: true });
});

const store = (clip: TimelineSourceClip) => harness.storage.put(`uploads/${clip.source.fileId}/source`, createReadStream(clip.path));

/** Saves the document as the editor router does and starts its export job; returns the handle and who pays. */
async function startExport(doc: unknown, clips: TimelineSourceClip[], plan: PlanId, changes: Partial<OneEditorJobOptions> = {}) {
  const { userId, fileId } = await harness.seedUserAndFile(clips[0]!.path, 100);
  const jobId = await harness.createJobRow({ userId, fileId, toolId: 'one_editor', range: { startS: 0, endS: 1 } });
  const docKey = `editor-projects/${changes.projectId ?? 'p1'}/docs/${jobId}.json`;
  await harness.storage.put(docKey, Buffer.from(JSON.stringify(doc)));
  const options: OneEditorJobOptions = { docKey, sources: Object.fromEntries(clips.map((c) => [c.source.fileId, `uploads/${c.source.fileId}/source`])), format: 'mp4', loudnorm: false, projectId: 'p1', revision: 1, ...changes };
  const input: ToolJobInput = { jobId, userId, toolId: 'one_editor', plan, sourceKey: options.sources[clips[0]!.source.fileId]!, range: { startS: 0, endS: 1 }, options: { ...options } };
  const handle = await harness.env.client.workflow.start('oneEditorWorkflow', { taskQueue: 'app', workflowId: jobId, args: [input] });
  return { handle, userId, jobId };
}

const scheduled = async (handle: WorkflowHandle, name: string) => {
  const events = (await handle.fetchHistory()).events ?? [];
  const ids = new Set(events.filter((e) => e.activityTaskScheduledEventAttributes?.activityType?.name === name).map((e) => String(e.eventId)));
  const attempts = events.flatMap((e) => (e.activityTaskStartedEventAttributes && ids.has(String(e.activityTaskStartedEventAttributes.scheduledEventId)) ? [e.activityTaskStartedEventAttributes.attempt ?? 1] : []));
  return { count: ids.size, retried: attempts.filter((a) => a > 1).length };
};

describe('oneEditorWorkflow', () => {
  it('exports a paid project in segments, joined with its sound, charging 0.005 credits a second; Basic exports watermarked and free', async () => {
    const doc = makeExactnessProject(sources);
    const clips = Object.values(sources);
    await harness.withWorkers(async () => {
      const paid = await startExport(doc, clips, 'premium');
      const before = await getBalanceMilli(harness.db.prisma, paid.userId);
      const view = await workflowResultWithProgress(paid.handle);
      expect(view).toMatchObject({ stage: 'done', job_status: 'download_ready' });
      const output = join(harness.storageDir, view.outputs.final!);
      expect(countFrames(output).frames).toBe(140);
      // 140 frames at 30 fps: 4.667 s at 0.005 credits a second, as the catalogue prices it.
      expect(view.final_cost_milli).toBe(toMilliCredits(getCreditCost(getTool('one_editor'), { seconds: 140 / 30 })));
      expect(view.final_cost_milli).toBeGreaterThan(0);
      expect(before - (await getBalanceMilli(harness.db.prisma, paid.userId))).toBe(view.final_cost_milli);
      expect((await scheduled(paid.handle, 'renderTimelineSegment')).count).toBe(8);

      const free = await startExport(doc, clips, 'basic', { projectId: 'p2' });
      const basic = await workflowResultWithProgress(free.handle);
      expect(basic).toMatchObject({ stage: 'done', job_status: 'download_ready' });
      expect(await getBalanceMilli(harness.db.prisma, free.userId)).toBe(100_000);
      // The watermark sits in the bottom right corner; elsewhere the two exports agree.
      const freeOutput = join(harness.storageDir, basic.outputs.final!);
      expect(meanDifference(readGrayFrame(output, 0.5, 320, 180), readGrayFrame(freeOutput, 0.5, 320, 180), [0.55, 0.85, 1, 1])).toBeGreaterThan(10);
      expect(meanDifference(readGrayFrame(output, 0.5, 320, 180), readGrayFrame(freeOutput, 0.5, 320, 180), [0, 0, 0.5, 0.5])).toBeLessThan(2);
    });
  }, JOB_TEST_TIMEOUT_MS);

  it.each<[string, (doc: ProjectDoc) => unknown, Partial<OneEditorJobOptions>, string]>([
    ['an interchange format (not built for timelines yet)', (d) => d, { format: 'fcpxml' }, 'tool_not_available'],
    ['an unknown schema version', (d) => ({ ...d, version: 7 }), {}, 'editor_unsupported_version'],
    ['a file the export was not given', (d) => d, { sources: {} }, 'file_not_found'],
  ])('refuses %s: the job fails with its code and nothing is charged', async (_, change, options, code) => {
    await harness.withWorkers(async () => {
      const { handle, userId } = await startExport(change(makeExactnessProject(sources)), Object.values(sources), 'premium', options);
      const failure = await handle.result().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(WorkflowFailedError);
      expect(((failure as WorkflowFailedError).cause as ApplicationFailure).type).toBe(code);
      expect((await handle.query(jobViewQuery)).stage).toBe('failed');
      expect(await getBalanceMilli(harness.db.prisma, userId)).toBe(100_000);
    });
  }, JOB_TEST_TIMEOUT_MS);

  it('a cpu worker SIGKILLed mid-export: a new worker redoes only the segment it held, and the finished ones are kept', async () => {
    // Six 2 s clips of 640x360: six segments, each long enough to be caught in flight.
    const clip = makePatternClip(join(dir, 'long.mp4'), { rate: { num: 30, den: 1 }, durationS: 13, width: 640, height: 360, audio: true, fileId: 'long' });
    await store(clip);
    const doc = project(
      [track('v', 'video', Array.from({ length: 6 }, (_, i) => video(`c${i}`, clip, i * 60, 60, i * 61 + 1)))],
      { width: 640, height: 360 },
    );
    const root = resolve(import.meta.dirname, '../..');
    const child = spawn(process.execPath, ['--import', 'tsx', resolve(root, 'temporal/workers-cpu/main.ts')], {
      cwd: root,
      env: { ...process.env, TEMPORAL_ADDRESS: harness.env.address, STORAGE_DIR: harness.storageDir, CPU_WORKER_CONCURRENCY: '1' },
      stdio: 'ignore',
    });
    onTestFinished(() => void child.kill('SIGKILL'));
    const segmentRenders = () => execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' }).split('\n').filter((l) => l.includes('ffmpeg') && l.includes('filter_complex_script') && l.includes('timeline-')).length;
    await harness.withWorkers(
      async () => {
        const { handle } = await startExport(doc, [clip], 'premium', { projectId: 'killed' });
        await waitForProgress(() => handle.query(jobViewQuery), (v) => (v.work.passes.find((p) => p.id === 'render')?.done ?? 0) >= 2, { intervalMs: 100, pulse: () => workflowPulse(handle) });
        await waitFor(async () => segmentRenders(), (n) => n > 0, 120_000, 50);
        const doneAtKill = (await handle.query(jobViewQuery)).work.passes.find((p) => p.id === 'render')!.done;
        child.kill('SIGKILL');

        // A fresh cpu worker picks the lost segment up once its heartbeat times out (20 s).
        const replacement = await harness.createCpuWorker();
        const view = await replacement.runUntil(workflowResultWithProgress(handle));
        expect(view).toMatchObject({ stage: 'done', job_status: 'download_ready' });
        expect(countFrames(join(harness.storageDir, view.outputs.final!)).frames).toBe(360);
        // Each segment was scheduled once; only the one the killed worker held ran a second time.
        expect(doneAtKill).toBeGreaterThanOrEqual(2);
        expect(await scheduled(handle, 'renderTimelineSegment')).toEqual({ count: 6, retried: 1 });
      },
      { cpuWorker: false },
    );
  }, JOB_TEST_TIMEOUT_MS);
});
