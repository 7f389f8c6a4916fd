import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CancelledFailure } from '@temporalio/common';
import { MockActivityEnvironment } from '@temporalio/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { planStoryboard } from '../../../domain/motion/plan-storyboard';
import { planMotionSegments } from '../../../domain/motion/plan-motion-segments';
import { createLocalStorage } from '../storage/local-storage';
import { processScratchDir } from '../kit/with-scratch-dir';
import { createMotionActivities } from './motion-activities';
import { motionKeys } from './motion-keys';

const dir = mkdtempSync(join(tmpdir(), 'motion-activities-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const storage = createLocalStorage(join(dir, 'storage'));
const storyboard = planStoryboard('a 20 second promo for "Heavy" with a lot, of scenes, to render');
const input = (jobId: string, index: number) => ({ jobId, stage: 'render-1', storyboard, frame: { width: 1920, height: 1080 }, watermark: null, segment: planMotionSegments(storyboard)[index]! });
const ffmpegWith = (text: string) => execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' }).split('\n').filter((l) => l.includes('ffmpeg') && l.includes(text)).length;

describe('motion activities', () => {
  it('renderMotionSegment keeps a segment an earlier attempt stored (the checkpoint) instead of rendering it again', async () => {
    const key = motionKeys.segment('job-resume', 'render-1', 1, 'mp4');
    await storage.put(key, Buffer.from('rendered earlier'));
    const result = await new MockActivityEnvironment().run(createMotionActivities(storage).renderMotionSegment, input('job-resume', 1));
    expect(result).toEqual({ key });
    expect(ffmpegWith('job-resume')).toBe(0);
  });

  it('renderMotionSegment heartbeats progress, and on cancel kills ffmpeg, stores nothing and removes its scratch folder', async () => {
    const env = new MockActivityEnvironment();
    const heartbeats: { pass: string; percent: number }[] = [];
    env.on('heartbeat', (details: { pass: string; percent: number }) => heartbeats.push(details));
    const run = env.run(createMotionActivities(storage).renderMotionSegment, input('job-cancel', 0));
    // Wait for ffmpeg to start (slow on a loaded machine), then cancel it mid-render.
    for (let waited = 0; ffmpegWith('job-cancel') === 0 && waited < 30_000; waited += 250) await new Promise((r) => setTimeout(r, 250));
    expect(ffmpegWith('job-cancel')).toBe(1);
    env.cancel();
    await expect(run).rejects.toBeInstanceOf(CancelledFailure);
    await new Promise((r) => setTimeout(r, 200));
    expect(ffmpegWith('job-cancel')).toBe(0);
    expect(readdirSync(processScratchDir()).filter((d) => d.startsWith('job-cancel'))).toEqual([]);
    expect(existsSync(join(dir, 'storage', motionKeys.segment('job-cancel', 'render-1', 0, 'mp4')))).toBe(false);
    expect(heartbeats.length).toBeGreaterThan(0);
    expect(heartbeats.every((h) => h.pass === 'render')).toBe(true);
  }, 60_000);

  it('fetchMotionImages turns a refused address into a final, typed failure', async () => {
    const error = await new MockActivityEnvironment().run(createMotionActivities(storage).fetchMotionImages, { jobId: 'job-images', url: 'http://169.254.169.254/latest/meta-data/', max: 10 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ type: 'website_address_refused', nonRetryable: true });
  });
});
