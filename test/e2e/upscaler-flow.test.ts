import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHOTS, useBrowserApp } from '../support/start-browser-app';
import { JOB_TEST_TIMEOUT_MS, waitForJobPage } from '../support/wait-for';

const app = useBrowserApp();

describe('a visitor upscales a video in the browser', () => {
  it('uploads a small clip, chooses 2x, and sees a preview twice as big', async () => {
    // Tiny on purpose: ESRGAN on CPU takes seconds per frame (2 s at 5 fps = 10 frames of 128x96).
    const clip = join(app.dir, 'small.mp4');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=128x96:rate=5:duration=2', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', clip]);
    const page = await app.browser.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    await page.goto(`${app.baseUrl}/video-upscaler`);
    await page.getByTestId('file-input').setInputFiles(clip);
    await page.getByTestId('source-video').waitFor({ timeout: 60_000 });
    await page.getByLabel('Output size').selectOption('2x');
    await page.screenshot({ path: join(SHOTS, 'upscaler-tool-page.png'), fullPage: true });
    await page.getByTestId('start-job').click();
    await page.waitForURL(/\/video-upscaler\/[0-9a-f-]{36}$/);

    const preview = page.getByTestId('preview-video');
    await waitForJobPage(preview, app.env.client);
    await expect.poll(() => page.getByTestId('job-status').textContent()).toBe('Work done');
    await expect.poll(() => preview.evaluate((v: HTMLVideoElement) => `${v.videoWidth}x${v.videoHeight}`), { timeout: 30_000 }).toBe('256x192');
    // The job's details say which model upscaled it and where it ran.
    await expect.poll(() => page.getByTestId('job-inference').textContent()).toMatch(/Super-resolution\s*esrgan-slim-x2 on onnxruntime-(cpu|cuda)/);
    await page.screenshot({ path: join(SHOTS, 'upscaler-preview.png'), fullPage: true });
    expect(pageErrors).toEqual([]);
  }, JOB_TEST_TIMEOUT_MS);
});
