import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobHarness, type JobHarness } from '../../test/support/job-harness';
import { makeRotatedClip } from '../../test/support/make-rotated-clip';
import { countFrames } from '../../test/support/media-measures';
import { readPcm } from '../../test/support/read-pcm';
import { rms } from '../../test/support/measure-audio';
import { readGrayFrame } from '../../test/support/read-gray-frame';
import { JOB_TEST_TIMEOUT_MS, workflowResultWithProgress } from '../../test/support/wait-for';
import type { ToolChainInput } from './messages';
import type { ChainView } from '../../domain/jobs/chain-view';

let harness: JobHarness;
let dir: string;
beforeAll(async () => {
  harness = await startJobHarness();
  dir = mkdtempSync(join(tmpdir(), 'kinora-chain-'));
});
afterAll(async () => {
  await harness?.close();
  rmSync(dir, { recursive: true, force: true });
});

const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-v', 'error', '-y', ...args]);

describe('tool chains', () => {
  it('concatenates three mismatched clips, then sharpens the result, each step its own job on the previous output', async () => {
    // 640x360 at 25 fps with stereo sound; a portrait phone clip at 30 fps with mono 44.1 kHz sound; 320x240 at 10 fps, silent.
    const wide = join(dir, 'wide.mp4');
    ffmpeg('-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=2', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=2', '-ac', '2', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', wide);
    const portrait = makeRotatedClip(join(dir, 'portrait.mp4'), { width: 360, height: 640, fps: 30, durationS: 2, audio: { sampleRate: 44100, channels: 1, frequency: 660 } });
    const small = join(dir, 'small.mp4');
    ffmpeg('-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=10:duration=2', '-c:v', 'libx264', '-preset', 'ultrafast', small);
    const first = await harness.seedUserAndFile(wide, 50);
    const second = await harness.addFile(first.userId, portrait);
    const third = await harness.addFile(first.userId, small);
    const chainId = `chain-${Date.now()}`;
    const input: ToolChainInput = {
      chainId, userId: first.userId, plan: 'premium',
      fileIds: [first.fileId, second.fileId, third.fileId], sourceKeys: [first.sourceKey, second.sourceKey, third.sourceKey],
      steps: [{ toolId: 'video_concatenator', options: {} }, { toolId: 'video_sharpener', options: { strength: 4, method: 'cas' } }],
    };
    await harness.withWorkers(async () => {
      const handle = await harness.env.client.workflow.start('toolChainWorkflow', { taskQueue: 'app', workflowId: chainId, args: [input] });
      const view: ChainView = await workflowResultWithProgress(handle);
      expect(view.stage).toBe('done');
      expect(view.steps.map((s) => s.status)).toEqual(['done', 'done']);
      const joined = join(harness.storageDir, view.steps[0]!.output!);
      const frames = countFrames(joined);
      expect(frames).toMatchObject({ frames: 150, rate: '25/1' });
      expect(execFileSync('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width,height', '-of', 'csv=p=0', joined], { encoding: 'utf8' }).trim()).toBe('640,360');
      // Sound for the whole length: the two tones, then silence where the third clip had none.
      const sound = readPcm(joined, 16000);
      expect(Math.abs(sound.length / 16000 - 6)).toBeLessThan(0.05);
      expect(rms(sound, 16000 * 0.5, 16000 * 1.5)).toBeGreaterThan(0.05);
      expect(rms(sound, 16000 * 2.5, 16000 * 3.5)).toBeGreaterThan(0.05);
      expect(rms(sound, 16000 * 4.5, 16000 * 5.5)).toBeLessThan(0.001);
      // The phone clip stands upright: its marker is in the top-left of the upright picture, inside the pillarbox.
      const portraitFrame = readGrayFrame(joined, 3, 640, 360);
      const at = (x: number, y: number) => portraitFrame.pixels[y * 640 + x]!;
      expect(at(Math.round(320 - 101 + 60 * 202 / 360), Math.round(60 * 360 / 640))).toBeGreaterThan(200);
      // Step 2 sharpened exactly that output, as its own job, from a file registered for the user.
      const final = join(harness.storageDir, view.steps[1]!.output!);
      expect(countFrames(final).frames).toBe(150);
      const jobs = await harness.db.prisma.job.findMany({ where: { chainId }, orderBy: { createdAt: 'asc' }, include: { file: true } });
      expect(jobs.map((j) => [j.toolId, j.status])).toEqual([['video_concatenator', 'download_ready'], ['video_sharpener', 'download_ready']]);
      expect(jobs[1]!.file).toMatchObject({ kind: 'output', sourceJobId: jobs[0]!.id, storageKey: view.steps[0]!.output });
    });
  }, JOB_TEST_TIMEOUT_MS);
});
