import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkflowFailedError } from '@temporalio/client';
import type { ApplicationFailure } from '@temporalio/common';
import { startJobHarness, type JobHarness } from '../../test/support/job-harness';
import { CAR_PHOTO, STREET_PHOTO, makePlateClip, type PlateClip } from '../../test/support/make-plate-clip';
import { JOB_TEST_TIMEOUT_MS, waitForProgress, workflowPulse, workflowResultWithProgress } from '../../test/support/wait-for';
import { storageKeys } from '../activities/storage/storage-keys';
import type { TrackFile } from '../activities/blurring/track-analyser';
import { jobViewQuery, selectFacesSignal } from './messages';
import type { ToolJobInput } from './tool-job-input';
import type { JobView } from '../../domain/jobs/job-view';

let harness: JobHarness;
let dir: string;
let clip: PlateClip;
beforeAll(async () => {
  harness = await startJobHarness();
  dir = mkdtempSync(join(tmpdir(), 'kinora-plates-'));
  clip = makePlateClip(join(dir, 'street.mp4'), {
    width: 640, height: 360, fps: 10, durationS: 2, audio: true, background: STREET_PHOTO,
    vehicles: [{ image: CAR_PHOTO, width: 240, height: 193, startX: 420, y: 150, speed: -100 }],
    plates: [
      { text: 'KA 2047 B', width: 110, height: 26, startX: -60, y: 300, speed: 150 },
      { text: 'LX 58 PR', width: 60, height: 22, startX: 508, y: 242, speed: -100 },
    ],
  });
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

async function startJob(path: string) {
  const { userId, fileId, sourceKey } = await harness.seedUserAndFile(path, 100);
  const range = { startS: 0, endS: 2 };
  const jobId = await harness.createJobRow({ userId, fileId, toolId: 'plate_blurring', range });
  const input: ToolJobInput = { jobId, userId, toolId: 'plate_blurring', plan: 'premium', sourceKey, range, options: { mode: 'blur', shape: 'box', mask_scale: 130 } };
  return harness.env.client.workflow.start('plateBlurringWorkflow', { taskQueue: 'app', workflowId: jobId, args: [input] });
}

describe('licence plate blurring end to end', () => {
  it('detects one thumbnail per plate, waits for the choice, and blurs only the chosen plate on every frame', async () => {
    await harness.withWorkers(async () => {
      const handle = await startJob(clip.path);
      const seen: JobView[] = [];
      const view = await waitForProgress(async () => {
        const v = await handle.query(jobViewQuery);
        seen.push(v);
        return v;
      }, (v) => v.stage === 'awaiting_selection' || v.stage === 'failed', { intervalMs: 500, pulse: () => workflowPulse(handle) });
      expect(view.stage).toBe('awaiting_selection');
      expect(seen.some((v) => v.stage === 'detecting' && v.work.passes[0]?.id === 'analyse')).toBe(true);
      expect(view.image_paths.length).toBe(view.face_indices.length);
      for (const key of view.image_paths) expect(existsSync(join(harness.storageDir, key))).toBe(true);
      expect(view.inference.text_detection).toMatch(/^ppocr-v4-det on /);

      // Which track is the car's plate (plate 1): the track whose box at frame 10 holds its centre.
      const file = JSON.parse(readFileSync(join(harness.storageDir, storageKeys.analysis(handle.workflowId, 'detect', 'merged')), 'utf8')) as TrackFile;
      const truth = clip.plateAt(1, 10);
      const carPlate = file.tracks.find((t) => {
        const b = t.boxes[10 - t.firstFrame];
        return b && Math.abs(b.x + b.w / 2 - (truth.x + truth.w / 2)) < truth.w / 2 && Math.abs(b.y + b.h / 2 - (truth.y + truth.h / 2)) < truth.h / 2;
      });
      expect(carPlate).toBeDefined();
      expect(view.face_indices).toContain(carPlate!.id);

      await handle.signal(selectFacesSignal, { indices: [carPlate!.id] });
      const done = await workflowResultWithProgress(handle);
      expect(done).toMatchObject({ stage: 'done', selected_faces: [carPlate!.id] });
      const output = join(harness.storageDir, done.outputs.final!);
      // Frames where both plates are wholly in the picture.
      for (const n of [5, 10, 17]) {
        const inner = (b: { x: number; y: number; w: number; h: number }) => ({ x: b.x + 3, y: b.y + 3, w: b.w - 6, h: b.h - 6 });
        expect(regionDifference(clip.path, output, n, inner(clip.plateAt(1, n))), `chosen plate, frame ${n}`).toBeGreaterThan(12);
        // Sharp dark letters on white cost x264 a little more than a face does: the untouched plate differs by about 4.
        expect(regionDifference(clip.path, output, n, inner(clip.plateAt(0, n))), `other plate, frame ${n}`).toBeLessThan(7);
      }
    });
  }, JOB_TEST_TIMEOUT_MS);

  it('a video without plates fails with no_plates_found', async () => {
    const empty = join(dir, 'noplates.mp4');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-loop', '1', '-framerate', '10', '-i', STREET_PHOTO, '-vf', 'scale=320:240', '-frames:v', '20', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', empty]);
    await harness.withWorkers(async () => {
      const handle = await startJob(empty);
      const error = await workflowResultWithProgress(handle).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(WorkflowFailedError);
      expect(((error as WorkflowFailedError).cause as ApplicationFailure).type).toBe('no_plates_found');
      expect(await handle.query(jobViewQuery)).toMatchObject({ stage: 'failed', error: { code: 'no_plates_found' } });
    });
  }, JOB_TEST_TIMEOUT_MS);
});
