import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkflowFailedError } from '@temporalio/client';
import type { ApplicationFailure } from '@temporalio/common';
import { startJobHarness, type JobHarness } from '../../test/support/job-harness';
import { makeFaceClip, type FaceClip } from '../../test/support/make-face-clip';
import { JOB_TEST_TIMEOUT_MS, waitFor, waitForProgress, workflowPulse, workflowResultWithProgress } from '../../test/support/wait-for';
import { jobViewQuery, selectFacesSignal } from './messages';
import type { ToolJobInput } from './tool-job-input';
import type { JobView } from '../../domain/jobs/job-view';

let harness: JobHarness;
let dir: string;
let clip: FaceClip;
beforeAll(async () => {
  harness = await startJobHarness();
  dir = mkdtempSync(join(tmpdir(), 'kinora-faces-'));
  clip = makeFaceClip(join(dir, 'faces.mp4'), { width: 480, height: 270, fps: 10, durationS: 2, audio: true, walkers: [{ scale: 0.55, startX: -120, y: 20, speed: 200 }, { scale: 0.8, startX: 260, y: 110, speed: -60 }] });
});
afterAll(async () => {
  await harness?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Mean absolute difference between two videos inside a box at one frame (RGB). */
function regionDifference(a: string, b: string, frame: number, box: { x: number; y: number; w: number; h: number }): number {
  const crop = (path: string) =>
    execFileSync('ffmpeg', ['-v', 'error', '-i', path, '-vf', `select=eq(n\\,${frame}),crop=${Math.round(box.w)}:${Math.round(box.h)}:${Math.round(box.x)}:${Math.round(box.y)},format=rgb24`, '-frames:v', '1', '-f', 'rawvideo', '-']);
  const [pa, pb] = [crop(a), crop(b)];
  let sum = 0;
  for (let i = 0; i < pa.length; i++) sum += Math.abs(pa[i]! - pb[i]!);
  return sum / pa.length;
}

async function startJob(path: string, plan: ToolJobInput['plan']) {
  const { userId, fileId, sourceKey } = await harness.seedUserAndFile(path, 100);
  const range = { startS: 0, endS: 2 };
  const jobId = await harness.createJobRow({ userId, fileId, toolId: 'face_anonymizer', range });
  const input: ToolJobInput = { jobId, userId, toolId: 'face_anonymizer', plan, sourceKey, range, options: { mode: 'blur', shape: 'ellipse', mask_scale: 130 } };
  const handle = await harness.env.client.workflow.start('faceAnonymizerWorkflow', { taskQueue: 'app', workflowId: jobId, args: [input] });
  return Object.assign(handle, { fileId });
}

describe('AI face blurring end to end', () => {
  it('detects one thumbnail per person, waits for the choice, and blurs only the chosen face on every frame', async () => {
    await harness.withWorkers(async () => {
      const handle = await startJob(clip.path, 'premium');
      const seen: JobView[] = [];
      const view = await waitForProgress(async () => {
        const v = await handle.query(jobViewQuery);
        seen.push(v);
        return v;
      }, (v) => v.stage === 'awaiting_selection', { intervalMs: 500, pulse: () => workflowPulse(handle) });
      expect(seen.some((v) => v.stage === 'detecting' && v.tool_state === 'detecting_faces' && v.work.passes[0]?.id === 'analyse')).toBe(true);
      expect(view.tool_state).toBe('faces_detected');
      expect(view.face_indices).toEqual([0, 1]);
      expect(view.image_paths).toHaveLength(2);
      for (const key of view.image_paths) expect(existsSync(join(harness.storageDir, key))).toBe(true);
      expect(view.inference.face_detection).toMatch(/^blazeface on tfjs-wasm/);

      // Track 0 is the small face entering from the left; blur only it.
      await handle.signal(selectFacesSignal, { indices: [0] });
      const done = await workflowResultWithProgress(handle);
      expect(done).toMatchObject({ stage: 'done', selected_faces: [0] });
      const output = join(harness.storageDir, done.outputs.final!);
      for (const n of [2, 10, 17]) {
        const chosen = clip.faceAt(0, n);
        const other = clip.faceAt(1, n);
        expect(regionDifference(clip.path, output, n, chosen), `chosen face, frame ${n}`).toBeGreaterThan(12);
        expect(regionDifference(clip.path, output, n, other), `other face, frame ${n}`).toBeLessThan(4);
      }
    });
  }, JOB_TEST_TIMEOUT_MS);

  it('cancelling during detection stops the decoder and the model and ends the job cancelled', async () => {
    const long = makeFaceClip(join(dir, 'long.mp4'), { width: 480, height: 270, fps: 10, durationS: 8, walkers: [{ scale: 0.8, startX: 0, y: 60, speed: 20 }] });
    const ffmpegOf = (text: string) => execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' }).split('\n').filter((l) => l.includes('ffmpeg') && l.includes(text)).length;
    await harness.withWorkers(async () => {
      const handle = await startJob(long.path, 'premium');
      // The detect pass's decoder: raw frames of the uploaded file through a pipe.
      const decoders = () => execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' }).split('\n').filter((l) => l.includes('ffmpeg') && l.includes('rawvideo') && l.includes(handle.fileId)).length;
      await waitFor(async () => decoders(), (n) => n > 0, 120_000, 50);
      expect((await handle.query(jobViewQuery)).stage).toBe('detecting');
      await handle.cancel();
      // The activity learns of the cancel from a heartbeat reply; heartbeats are throttled to 80% of the 20 s timeout.
      await waitFor(async () => decoders() + ffmpegOf(handle.workflowId), (n) => n === 0, 120_000, 50);
      await waitForProgress(() => handle.query(jobViewQuery), (v) => v.stage === 'cancelled', { intervalMs: 200, pulse: () => workflowPulse(handle) });
    });
  }, JOB_TEST_TIMEOUT_MS);

  it('a video without faces fails with no_faces_found', async () => {
    const empty = join(dir, 'nofaces.mp4');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=10:duration=2', '-c:v', 'libx264', '-preset', 'ultrafast', empty]);
    await harness.withWorkers(async () => {
      const handle = await startJob(empty, 'premium');
      const error = await workflowResultWithProgress(handle).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(WorkflowFailedError);
      expect(((error as WorkflowFailedError).cause as ApplicationFailure).type).toBe('no_faces_found');
      const view = await handle.query(jobViewQuery);
      expect(view).toMatchObject({ stage: 'failed', error: { code: 'no_faces_found' } });
    });
  }, JOB_TEST_TIMEOUT_MS);
});
