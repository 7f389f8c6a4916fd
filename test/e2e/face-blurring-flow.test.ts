import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHOTS, useBrowserApp } from '../support/start-browser-app';
import { JOB_TEST_TIMEOUT_MS, waitForJobPage } from '../support/wait-for';
import { makeFaceClip } from '../support/make-face-clip';
import { sampleVideoPixels } from '../support/sample-video-pixels';

const app = useBrowserApp();

describe('a visitor blurs faces in the browser', () => {
  it('uploads, chooses their own picture as the cover, sees detection progress, picks one of the two people from their thumbnails, and gets a preview with the picture over the face', async () => {
    const clip = makeFaceClip(join(app.dir, 'street.mp4'), { width: 480, height: 270, fps: 10, durationS: 2, audio: true, walkers: [{ scale: 0.55, startX: -120, y: 20, speed: 200 }, { scale: 0.8, startX: 260, y: 110, speed: -60 }] });
    const page = await app.browser.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    await page.goto(`${app.baseUrl}/ai-face-blurring`);
    await page.getByTestId('file-input').setInputFiles(clip.path);
    await page.getByTestId('source-video').waitFor({ timeout: 60_000 });
    // The user's own picture over the face: a magenta square, a colour the clip never shows.
    const picture = join(app.dir, 'cover.png');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=0xff00ff:s=120x120', '-frames:v', '1', picture]);
    await page.getByRole('combobox', { name: 'Blur style' }).selectOption('image');
    await expect.poll(() => page.getByTestId('image-option').count()).toBe(0);
    await page.getByRole('combobox', { name: 'Picture over each face' }).selectOption('upload');
    await page.getByTestId('image-option-input').setInputFiles(picture);
    await page.locator('[data-testid=image-option-choice][aria-pressed=true]').waitFor({ timeout: 60_000 });
    await page.getByTestId('start-job').click();
    await page.waitForURL(/\/ai-face-blurring\/[0-9a-f-]{36}$/);

    const selection = page.getByTestId('face-selection');
    await waitForJobPage(selection, app.env.client);
    // One thumbnail per person, each a real image served to its owner.
    const thumbnails = selection.locator('img');
    await expect.poll(() => thumbnails.count()).toBe(2);
    await expect.poll(() => thumbnails.evaluateAll((images) => images.every((img) => (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
    await expect.poll(() => page.getByTestId('job-inference').textContent()).toContain('blazeface');
    await page.screenshot({ path: join(SHOTS, 'face-selection.png'), fullPage: true });

    await page.getByTestId('face-1').locator('input').uncheck();
    await expect.poll(() => page.getByTestId('blur-selected').textContent()).toContain('1');
    await page.getByTestId('blur-selected').click();
    await waitForJobPage(page.getByTestId('preview-video'), app.env.client);
    await expect.poll(() => page.getByTestId('job-status').textContent()).toBe('Work done');
    await page.screenshot({ path: join(SHOTS, 'face-preview.png'), fullPage: true });
    // A frame of the preview shows the picture over the chosen person's face, and not over the other one's.
    const n = 10;
    const centres = [0, 1].map((w) => {
      const face = clip.faceAt(w, n);
      return { x: Math.round(face.x + face.w / 2), y: Math.round(face.y + face.h / 2) };
    });
    const { pixels } = await sampleVideoPixels(page.getByTestId('preview-video'), (n + 0.5) / 10, centres);
    const isMagenta = ([r, g, b]: number[]) => r! > 190 && g! < 90 && b! > 190;
    expect(pixels.filter(isMagenta).length, `face centres ${JSON.stringify(pixels)}`).toBe(1);
    expect(pageErrors).toEqual([]);
  }, JOB_TEST_TIMEOUT_MS);
});
