import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHOTS, useBrowserApp } from '../support/start-browser-app';
import { JOB_TEST_TIMEOUT_MS, waitForJobPage } from '../support/wait-for';

const app = useBrowserApp();

describe('a visitor uploads a video whose codec the browser cannot play', () => {
  it('sees a playable copy of an old camera\'s AVI (MPEG-4 Part 2) in the player, and the tool runs on the original', async () => {
    const avi = join(app.dir, 'old-camera.avi');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=25:duration=3', '-f', 'lavfi', '-i', 'sine=frequency=330:duration=3',
      '-c:v', 'mpeg4', '-q:v', '5', '-c:a', 'pcm_s16le', avi]);
    const page = await app.browser.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    await page.goto(`${app.baseUrl}/video-sharpener`);
    await page.getByTestId('file-input').setInputFiles(avi);
    // While the copy is made the player says so; then it plays the copy (Chromium has no MPEG-4 Part 2 decoder).
    const player = page.getByTestId('source-video');
    await player.waitFor({ timeout: 120_000 });
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => `${v.videoWidth}x${v.videoHeight}`), { timeout: 30_000 }).toBe('320x240');
    expect(await player.evaluate((v: HTMLVideoElement) => v.duration)).toBeCloseTo(3, 0);
    await page.screenshot({ path: join(SHOTS, 'awkward-upload-player.png'), fullPage: true });

    // The tool itself reads the original upload: its preview comes back as usual.
    await page.getByTestId('start-job').click();
    await page.waitForURL(/\/video-sharpener\/[0-9a-f-]{36}$/);
    const preview = page.getByTestId('preview-video');
    await waitForJobPage(preview, app.env.client);
    await expect.poll(() => preview.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 30_000 }).toBe(320);
    expect(pageErrors).toEqual([]);
  }, JOB_TEST_TIMEOUT_MS);
});
