import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MockActivityEnvironment } from '@temporalio/testing';
import { ApplicationFailure, CancelledFailure } from '@temporalio/common';
import { createRenderActivities } from './render-activities';
import { createLocalStorage } from '../storage/local-storage';
import { storageKeys } from '../storage/storage-keys';
import { processScratchDir } from '../kit/with-scratch-dir';
import { makeTestClip } from '../../../test/support/make-test-clip';

let dir: string;
const storage = () => createLocalStorage(join(dir, 'storage'));
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kinora-activities-'));
  await storage().put('uploads/long/source', createReadStream(makeTestClip(join(dir, 'long.mp4'), { durationS: 60, width: 1280, height: 720 })));
  await storage().put('uploads/bad/source', Buffer.from('not a video'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const look = { toolId: 'video_sharpener', options: { strength: 5 }, width: 1280, height: 720, sourceWidth: 1280, sourceHeight: 720, watermark: false };
const segmentInput = (jobId: string, index: number) => ({
  jobId, stage: 'final', sourceKey: 'uploads/long/source', fps: 25, toolId: 'video_sharpener', options: { strength: 5 }, look,
  segment: { index, firstFrame: 0, frames: 1500, seekS: 0, startS: 0, endS: 60 }, range: { firstFrame: 0, frames: 1500 }, analysis: { key: null, values: {} },
});
const ffmpegWith = (text: string) => execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' }).split('\n').filter((l) => l.includes('ffmpeg') && l.includes(text)).length;

describe('media activities', () => {
  it('renderSegment heartbeats progress, and on cancel kills ffmpeg and removes its scratch directory', async () => {
    const env = new MockActivityEnvironment();
    const heartbeats: unknown[] = [];
    env.on('heartbeat', (details: unknown) => heartbeats.push(details));
    const activities = createRenderActivities(storage());
    const run = env.run(activities.renderSegment, segmentInput('job-cancel', 0));
    await new Promise((r) => setTimeout(r, 2500));
    expect(ffmpegWith('job-cancel')).toBe(1);
    env.cancel();
    await expect(run).rejects.toBeInstanceOf(CancelledFailure);
    await new Promise((r) => setTimeout(r, 200));
    expect(ffmpegWith('job-cancel')).toBe(0);
    expect(readdirSync(processScratchDir()).filter((d) => d.startsWith('job-cancel'))).toEqual([]);
    expect(heartbeats.some((h) => (h as { percent: number }).percent > 0)).toBe(true);
    expect(heartbeats.every((h) => (h as { pass: string }).pass === 'render')).toBe(true);
    expect(existsSync(join(dir, 'storage', storageKeys.segment('job-cancel', 'final', 0)))).toBe(false);
  });

  it('renderSegment keeps a segment an earlier attempt finished (the checkpoint) instead of rendering it again', async () => {
    const key = storageKeys.segment('job-resume', 'final', 3);
    await storage().put(key, Buffer.from('rendered earlier'));
    const env = new MockActivityEnvironment();
    const result = await env.run(createRenderActivities(storage()).renderSegment, segmentInput('job-resume', 3));
    expect(result).toMatchObject({ key });
  });

  it('makeThumbnails makes a poster and a 10x10 sprite, also for a clip with a single key frame', async () => {
    const clip = join(dir, 'one-key-frame.mp4');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=25:duration=8', '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '1000', clip]);
    await storage().put('uploads/one-key/source', createReadStream(clip));
    const result = await new MockActivityEnvironment().run(createRenderActivities(storage()).makeThumbnails, { jobId: 'job-thumbs', sourceKey: 'uploads/one-key/source', startS: 0, endS: 8 });
    const size = (key: string) => execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=width,height', '-of', 'csv=p=0', join(dir, 'storage', key)], { encoding: 'utf8' }).trim();
    expect(size((result as { posterKey: string }).posterKey)).toBe('640,480');
    expect(size((result as { spriteKey: string }).spriteKey)).toBe('1600,1200');
  });

  it('probeMedia fails bad input as a non-retryable failure typed with its error code', async () => {
    const error = await new MockActivityEnvironment().run(createRenderActivities(storage()).probeMedia, { key: 'uploads/bad/source' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApplicationFailure);
    expect(error).toMatchObject({ type: 'media_not_a_video', nonRetryable: true });
  });
});
