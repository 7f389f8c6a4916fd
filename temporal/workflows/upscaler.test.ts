import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobHarness, type JobHarness } from '../../test/support/job-harness';
import { probeForTest } from '../../test/support/make-test-clip';
import { measureQuality } from '../../test/support/measure-quality';
import type { ToolJobInput } from './tool-job-input';

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
      const done = await handle.result();
      expect(done).toMatchObject({ stage: 'done', tool_state: 'final_upscaled' });
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
      console.log(`[upscaler] PSNR ${ours.psnr.toFixed(2)} vs Lanczos ${baseline.psnr.toFixed(2)} dB, SSIM ${ours.ssim.toFixed(4)} vs ${baseline.ssim.toFixed(4)}`);
      expect(ours.psnr).toBeGreaterThan(baseline.psnr);
      expect(ours.ssim).toBeGreaterThan(baseline.ssim);
    });
  }, 600_000);
});
