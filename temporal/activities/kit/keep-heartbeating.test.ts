import { spawn, type ChildProcess } from 'node:child_process';
import { cpus } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MockActivityEnvironment } from '@temporalio/testing';
import { keepHeartbeating } from './keep-heartbeating';
import { MODEL_HEARTBEAT_TIMEOUT_MS } from '../../../domain/jobs/task-queues';
import { EsrganUpscaler, TileMemory } from '../models/esrgan-upscaler';
import { DEFAULT_MODELS, getModelPath } from '../models/model-registry';
import type { RgbFrame } from '../pixels/rgb-frame';

/** A busy loop per core: the CPU saturated, as on a shared server or a loaded CI machine. */
let hogs: ChildProcess[] = [];
beforeAll(() => {
  hogs = cpus().map(() => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
});
afterAll(() => hogs.forEach((hog) => hog.kill('SIGKILL')));

/** Runs `work` in an activity context and returns the gaps (ms) between the heartbeats it sent, and the longest one. */
async function heartbeatGaps(work: (report: (progress: { percent: number; etaS: number | null }) => void) => Promise<void>, everyMs: number) {
  const env = new MockActivityEnvironment();
  const times: number[] = [];
  env.on('heartbeat', () => times.push(performance.now()));
  const started = performance.now();
  await env.run(() => keepHeartbeating('render', work, everyMs));
  times.push(performance.now());
  const gaps = times.map((t, i) => t - (i === 0 ? started : times[i - 1]!));
  return { gaps, longest: Math.max(...gaps), count: times.length - 1 };
}

describe('keepHeartbeating: a long model activity stays alive on a saturated CPU', () => {
  // onnxruntime-node's run() holds the event loop for a whole model call (its native run is synchronous), so the timer
  // beats between calls, not during one: the longest gap is one call, which the gpu queues' heartbeat timeout covers.
  it('heartbeats on its timer between ESRGAN tiles, though the frame reports no progress until it is done', async () => {
    const upscaler = await EsrganUpscaler.load(getModelPath(DEFAULT_MODELS.super_resolution_x2!), 2);
    // Two 640 px tiles side by side.
    const frame: RgbFrame = { width: 1200, height: 360, data: new Uint8Array(1200 * 360 * 3).map((_, i) => (i * 37) % 251) };
    let frameMs = 0;
    const { longest, count } = await heartbeatGaps(async (report) => {
      const started = performance.now();
      await upscaler.upscaleNext(frame, new TileMemory());
      frameMs = performance.now() - started;
      report({ percent: 100, etaS: 0 });
    }, 250);
    console.log(`ESRGAN 1200x360 frame on a saturated CPU: ${Math.round(frameMs)} ms; ${count} heartbeats, longest gap ${Math.round(longest)} ms`);
    // Without the timer there are two beats (start, done); with it, at least one between the tiles.
    expect(count).toBeGreaterThan(2);
    expect(longest).toBeLessThan(frameMs * 0.8);
    expect(longest).toBeLessThan(MODEL_HEARTBEAT_TIMEOUT_MS / 2);
  });

  it('sends the last reported progress with each timer beat, and stops beating when the work ends', async () => {
    const env = new MockActivityEnvironment();
    const beats: unknown[] = [];
    env.on('heartbeat', (details: unknown) => beats.push(details));
    await env.run(() =>
      keepHeartbeating('analyse', async (report) => {
        report({ percent: 42, etaS: 7 });
        await new Promise((resolve) => setTimeout(resolve, 400));
      }, 50),
    );
    const after = beats.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(beats.length).toBe(after);
    expect(beats.length).toBeGreaterThan(3);
    expect(beats.at(-1)).toEqual({ pass: 'analyse', percent: 42, etaS: 7 });
  });
});
