import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EventEmitter } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_BATCHES_IN_FLIGHT, runFramePipeline } from './run-frame-pipeline';
import { countFrames } from '../../../test/support/media-measures';

const dir = mkdtempSync(join(tmpdir(), 'kinora-pipeline-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('runFramePipeline', () => {
  it('survives a processor that blocks the event loop (a model in JS/WASM) and hands out bigger frames', async () => {
    const clip = join(dir, 'in.mp4');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=64x48:rate=10:duration=1', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', clip]);
    const output = join(dir, 'out.mp4');
    const result = await runFramePipeline({
      source: { inputPath: clip, seekS: 0, frames: 10, width: 64, height: 48 },
      sink: { outputOptions: ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-frames:v', '10'], outputPath: output, fps: 10, width: 128, height: 96 },
      batchSize: 1,
      process: async (frames) => {
        // Synchronous work, as TF.js WASM and the blending do: the decoder finishes and its pipe closes meanwhile.
        const until = Date.now() + 150;
        while (Date.now() < until);
        frames[0] = { data: new Uint8Array(128 * 96 * 3).fill(100), width: 128, height: 96 };
      },
    });
    expect(result.frames).toBe(10);
    expect(countFrames(output).frames).toBe(10);
    const size = execFileSync('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width,height', '-of', 'csv=p=0', output], { encoding: 'utf8' }).trim();
    expect(size).toBe('128,96');
  }, 60_000);

  it('waits for a slow encoder without piling listeners on its pipe (no MaxListenersExceededWarning)', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    // Node's default limit (the test runner raises it): more listeners than this on one event is the leak's sign.
    const limit = EventEmitter.defaultMaxListeners;
    EventEmitter.defaultMaxListeners = 10;
    try {
      const clip = join(dir, 'many.mp4');
      execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=25:duration=1.2', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', clip]);
      // Every frame fills the encoder's pipe (one frame deep): each write waits for it to drain, 30 times.
      const result = await runFramePipeline({
        source: { inputPath: clip, seekS: 0, frames: 30, width: 320, height: 240 },
        sink: { outputOptions: ['-c:v', 'libx264', '-preset', 'medium', '-pix_fmt', 'yuv420p', '-frames:v', '30'], outputPath: join(dir, 'many-out.mp4'), fps: 25, width: 320, height: 240 },
        batchSize: 1,
        process: async () => {},
      });
      expect(result.frames).toBe(30);
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings).not.toContain('MaxListenersExceededWarning');
    } finally {
      process.off('warning', onWarning);
      EventEmitter.defaultMaxListeners = limit;
    }
  }, 60_000);

  it('fails with the processor\'s own error (a typed bad input), not the ffmpeg children it stopped', async () => {
    const clip = join(dir, 'fail.mp4');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=64x48:rate=10:duration=2', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', clip]);
    const failure = new Error('the background picture could not be decoded');
    const run = runFramePipeline({
      source: { inputPath: clip, seekS: 0, frames: 20, width: 64, height: 48 },
      sink: { outputOptions: ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-frames:v', '20'], outputPath: join(dir, 'fail-out.mp4'), fps: 10 },
      batchSize: 2,
      process: async (_frames, first) => {
        if (first >= 4) throw failure;
      },
    });
    await expect(run).rejects.toBe(failure);
  }, 60_000);

  // A processor that finishes frames on another thread hands each batch back at once with `finished`: frames that
  // finish late and out of order must still be encoded in order, each with its own pixels.
  it('encodes frames a processor finishes later, out of order, in their order', async () => {
    const clip = join(dir, 'later.mp4');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'color=black:size=64x48:rate=10:duration=2', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', clip]);
    const output = join(dir, 'later-out.mkv');
    let handedOut = 0;
    const result = await runFramePipeline({
      source: { inputPath: clip, seekS: 0, frames: 20, width: 64, height: 48 },
      // Lossless, so each frame's grey level comes back as it was written.
      sink: { outputOptions: ['-c:v', 'ffv1', '-pix_fmt', 'rgb24', '-frames:v', '20'], outputPath: output, fps: 10 },
      batchSize: 2,
      process: async (frames, first) => {
        handedOut++;
        // Later batches finish sooner than earlier ones.
        const delayMs = 60 - (first % 6) * 10;
        const finished = new Promise<void>((resolve) => setTimeout(() => {
          frames.forEach((frame, i) => frame.data.fill(10 * (first + i)));
          resolve();
        }, delayMs));
        return { finished };
      },
    });
    expect(result.frames).toBe(20);
    expect(handedOut).toBe(10);
    const raw = execFileSync('ffmpeg', ['-v', 'error', '-i', output, '-f', 'rawvideo', '-pix_fmt', 'gray', '-']);
    const levels = Array.from({ length: 20 }, (_, n) => raw[n * 64 * 48 + 100]);
    expect(levels).toEqual(Array.from({ length: 20 }, (_, n) => 10 * n));
  }, 60_000);

  it("fails with a batch's finishing error, and does not run on", async () => {
    const clip = join(dir, 'later-fail.mp4');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=64x48:rate=10:duration=3', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', clip]);
    const failure = new Error('finishing a frame failed');
    let last = -1;
    const run = runFramePipeline({
      source: { inputPath: clip, seekS: 0, frames: 30, width: 64, height: 48 },
      sink: { outputOptions: ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-frames:v', '30'], outputPath: join(dir, 'later-fail-out.mp4'), fps: 10 },
      batchSize: 2,
      process: async (_frames, first) => {
        last = first;
        return { finished: first === 4 ? Promise.reject(failure) : Promise.resolve() };
      },
    });
    await expect(run).rejects.toBe(failure);
    // At most the batches allowed in flight were handed out after the failing one.
    expect(last).toBeLessThanOrEqual(4 + 2 * MAX_BATCHES_IN_FLIGHT);
  }, 60_000);
});
