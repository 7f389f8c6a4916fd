import { execFileSync, spawn } from 'node:child_process';
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { Readable } from 'node:stream';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { failRunningAttempts } from '../../test/support/fail-running-attempts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobHarness, type JobHarness } from '../../test/support/job-harness';
import { makePersonClip, type PersonClip } from '../../test/support/make-person-clip';
import { JOB_TEST_TIMEOUT_MS, waitForProgress, workflowPulse } from '../../test/support/wait-for';
import { jobViewQuery } from './messages';
import type { ToolJobInput } from './tool-job-input';
import type { JobView } from '../../domain/jobs/job-view';
import { matteIou } from '../../test/support/matte-iou';

let harness: JobHarness;
let dir: string;
let clip: PersonClip;
beforeAll(async () => {
  harness = await startJobHarness();
  dir = mkdtempSync(join(tmpdir(), 'kinora-matting-'));
  clip = makePersonClip(join(dir, 'person.mp4'), { width: 320, height: 180, fps: 10, durationS: 3, sway: 20, headScale: 0.1, audio: true });
}, 120_000);
afterAll(async () => {
  await harness?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function startJob(path: string, plan: ToolJobInput['plan'], options: Record<string, unknown>, range = { startS: 0, endS: 3 }) {
  const { userId, fileId, sourceKey } = await harness.seedUserAndFile(path, 100);
  const jobId = await harness.createJobRow({ userId, fileId, toolId: 'auto_video_background_remover', range });
  const input: ToolJobInput = { jobId, userId, toolId: 'auto_video_background_remover', plan, sourceKey, range, options };
  return harness.env.client.workflow.start('autoVideoBackgroundRemoverWorkflow', { taskQueue: 'app', workflowId: jobId, args: [input] });
}

/** The alpha plane of frame `n` of a WebM with alpha (libvpx decodes VP9's alpha), 0..1. */
function alphaAt(path: string, n: number, width: number, height: number): Float32Array {
  const raw = execFileSync('ffmpeg', ['-v', 'error', '-c:v', 'libvpx-vp9', '-i', path, '-vf', `select=eq(n\\,${n}),format=rgba,alphaextract`, '-frames:v', '1', '-pix_fmt', 'gray', '-f', 'rawvideo', '-']);
  return Float32Array.from(raw.subarray(0, width * height), (v) => v / 255);
}

/** Frame `n` of a video as packed RGB. */
function rgbAt(path: string, n: number, width: number, height: number): Uint8Array {
  return new Uint8Array(execFileSync('ffmpeg', ['-v', 'error', '-i', path, '-vf', `select=eq(n\\,${n})`, '-frames:v', '1', '-pix_fmt', 'rgb24', '-f', 'rawvideo', '-']).subarray(0, width * height * 3));
}

/** Pixels whose 5x5 neighbourhood is all inside (`inside`) or all outside the matte: away from its edge. */
function coreOf(matte: Float32Array, width: number, height: number, inside: boolean): number[] {
  const out: number[] = [];
  for (let y = 2; y < height - 2; y++) {
    for (let x = 2; x < width - 2; x++) {
      let all = true;
      for (let dy = -2; dy <= 2 && all; dy++) for (let dx = -2; dx <= 2 && all; dx++) all = matte[(y + dy) * width + x + dx]! > 0.5 === inside;
      if (all) out.push(y * width + x);
    }
  }
  return out;
}

describe('automatic background remover end to end', () => {
  it('renders a transparent WebM whose alpha is the person, with render progress', async () => {
    await harness.withWorkers(async () => {
      const handle = await startJob(clip.path, 'premium', { background: 'transparent', format: 'webm' });
      const seen: JobView[] = [];
      const done = await waitForProgress(async () => {
        const v = await handle.query(jobViewQuery);
        seen.push(v);
        return v;
      }, (v) => v.stage === 'done' || v.stage === 'failed', { intervalMs: 300, pulse: () => workflowPulse(handle) });
      expect(done.stage).toBe('done');
      expect(seen.some((v) => v.stage === 'final' && v.work.passes.some((p) => p.id === 'render'))).toBe(true);
      expect(done.outputs.final).toMatch(/output\.webm$/);
      expect(done.inference.person_segmentation).toMatch(/^mediapipe-selfie on tfjs-wasm/);
      const output = join(harness.storageDir, done.outputs.final!);
      for (const n of [3, 15, 27]) expect(matteIou(alphaAt(output, n, 320, 180), clip.matteAt(n)), `frame ${n}`).toBeGreaterThanOrEqual(0.85);
    });
  }, JOB_TEST_TIMEOUT_MS);

  it('puts the user\'s picture, cover-fitted, behind the person', async () => {
    // A square picture: blue in its middle, red bands at the top and bottom that cover-fitting to 16:9 crops away
    // (stretched instead, they would show at the frame's top and bottom).
    const picture = join(dir, 'picture.png');
    execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'color=c=0x0000ff:s=160x160', '-vf', 'drawbox=x=0:y=0:w=160:h=30:c=red:t=fill,drawbox=x=0:y=130:w=160:h=30:c=red:t=fill', '-frames:v', '1', '-y', picture]);
    const pictureKey = 'uploads/background-picture.png';
    await harness.storage.put(pictureKey, createReadStream(picture));
    await harness.withWorkers(async () => {
      const handle = await startJob(clip.path, 'premium', { background: 'image', background_image: { fileId: 'picture', key: pictureKey } });
      const done = await waitForProgress(() => handle.query(jobViewQuery), (v) => v.stage === 'done' || v.stage === 'failed', { intervalMs: 300, pulse: () => workflowPulse(handle) });
      expect(done.stage, JSON.stringify(done.error)).toBe('done');
      const output = join(harness.storageDir, done.outputs.final!);
      for (const n of [3, 15, 27]) {
        const frame = rgbAt(output, n, 320, 180);
        const source = rgbAt(clip.path, n, 320, 180);
        const matte = clip.matteAt(n);
        const behind = coreOf(matte, 320, 180, false);
        const person = coreOf(matte, 320, 180, true);
        // The background shows the picture's blue, up to the frame's edges (no red band: not squashed).
        const blue = behind.filter((p) => frame[p * 3 + 2]! > 180 && frame[p * 3]! < 80 && frame[p * 3 + 1]! < 80).length;
        expect(blue / behind.length, `frame ${n}: background pixels showing the picture`).toBeGreaterThan(0.97);
        const red = [0, 1, 178, 179].flatMap((y) => Array.from({ length: 320 }, (_, x) => y * 320 + x)).filter((p) => matte[p]! < 0.5 && frame[p * 3]! > 150);
        expect(red.length, `frame ${n}: red pixels at the top and bottom rows`).toBe(0);
        // The person is the source's own pixels.
        let diff = 0;
        for (const p of person) for (let c = 0; c < 3; c++) diff += Math.abs(frame[p * 3 + c]! - source[p * 3 + c]!);
        expect(diff / person.length / 3, `frame ${n}: mean difference from the source inside the person`).toBeLessThan(20);
      }
    });
  }, JOB_TEST_TIMEOUT_MS);

  it('fails with image_type_unsupported (no retry) when the stored picture cannot be decoded', async () => {
    const pictureKey = 'uploads/not-a-picture.png';
    await harness.storage.put(pictureKey, Readable.from([Buffer.from('not an image')]));
    await harness.withWorkers(async () => {
      const handle = await startJob(clip.path, 'premium', { background: 'image', background_image: { fileId: 'picture', key: pictureKey } });
      const done = await waitForProgress(() => handle.query(jobViewQuery), (v) => v.stage === 'done' || v.stage === 'failed', { intervalMs: 300, pulse: () => workflowPulse(handle) });
      expect(done.stage).toBe('failed');
      expect(done.error?.code).toBe('image_type_unsupported');
    });
  }, JOB_TEST_TIMEOUT_MS);

  it('a killed gpu worker loses only its running segment: a fresh worker resumes from the stored segments', async () => {
    const long = makePersonClip(join(dir, 'long.mp4'), { width: 320, height: 180, fps: 10, durationS: 16, sway: 20, headScale: 0.1 });
    const root = resolve(import.meta.dirname, '../..');
    const child = spawn(process.execPath, ['--import', 'tsx', resolve(root, 'temporal/workers-gpu/main.ts')], {
      cwd: root,
      env: { ...process.env, TEMPORAL_ADDRESS: harness.env.address, STORAGE_DIR: harness.storageDir, GPU_SMALL_WORKER_CONCURRENCY: '1' },
      stdio: 'ignore',
    });
    try {
      await harness.withWorkers(async () => {
        const handle = await startJob(long.path, 'premium', { background: 'green' }, { startS: 0, endS: 16 });
        const view = (until: (v: JobView) => boolean) => waitForProgress(() => handle.query(jobViewQuery), until, { intervalMs: 200, pulse: () => workflowPulse(handle) });
        await view((v) => (v.work.passes.find((p) => p.id === 'render')?.done ?? 0) >= 1);
        child.kill('SIGKILL');
        await failRunningAttempts(harness.env.client, handle);
        const replacement = await harness.createComputeWorker('gpu-small');
        const done = await replacement.runUntil(view((v) => v.stage === 'done' || v.stage === 'failed'));
        expect(done.stage).toBe('done');
        const events = (await handle.fetchHistory()).events ?? [];
        const scheduled = events.filter((e) => e.activityTaskScheduledEventAttributes?.activityType?.name === 'renderSegment');
        const attempts = events.flatMap((e) => (e.activityTaskStartedEventAttributes ? [e.activityTaskStartedEventAttributes.attempt ?? 1] : []));
        // Segments finished before the kill were not rendered again; only the one in flight took a second attempt.
        expect(attempts.filter((a) => a > 1).length).toBeLessThanOrEqual(1);
        expect(scheduled.length).toBeGreaterThan(1);
      }, { gpuWorkers: false });
    } finally {
      child.kill('SIGKILL');
    }
  }, JOB_TEST_TIMEOUT_MS);
});
