import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHOTS, useBrowserApp } from '../support/start-browser-app';
import { JOB_TEST_TIMEOUT_MS, waitForJobPage } from '../support/wait-for';
import { CAR_PHOTO, STREET_PHOTO, makePlateClip } from '../support/make-plate-clip';

const app = useBrowserApp();

describe('a visitor blurs licence plates in the browser', () => {
  it('uploads a street clip, sees detection progress, picks one plate from the thumbnails, and gets a preview', async () => {
    const clip = makePlateClip(join(app.dir, 'street.mp4'), {
      width: 640, height: 360, fps: 10, durationS: 2, audio: true, background: STREET_PHOTO,
      vehicles: [{ image: CAR_PHOTO, width: 240, height: 193, startX: 420, y: 150, speed: -100 }],
      plates: [
        { text: 'KA 2047 B', width: 110, height: 26, startX: -60, y: 300, speed: 150 },
        { text: 'LX 58 PR', width: 60, height: 22, startX: 508, y: 242, speed: -100 },
      ],
    });
    const page = await app.browser.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    await page.goto(`${app.baseUrl}/license-plate-blurring`);
    await page.getByTestId('file-input').setInputFiles(clip.path);
    await page.getByTestId('source-video').waitFor({ timeout: 60_000 });
    await page.getByRole('combobox', { name: 'Blur style' }).selectOption('mosaic');
    await page.getByTestId('start-job').click();
    await page.waitForURL(/\/license-plate-blurring\/[0-9a-f-]{36}$/);

    const selection = page.getByTestId('face-selection');
    await waitForJobPage(selection, app.env.client);
    await expect.poll(() => selection.locator('h2').textContent()).toBe('Choose which plates to blur');
    // One thumbnail per plate (at least the two drawn), each a real image served to its owner.
    const thumbnails = selection.locator('img');
    await expect.poll(() => thumbnails.count()).toBeGreaterThanOrEqual(2);
    await expect.poll(() => thumbnails.evaluateAll((images) => images.every((img) => (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
    await expect.poll(() => thumbnails.first().getAttribute('alt')).toBe('Plate 1');
    await expect.poll(() => page.getByTestId('job-inference').textContent()).toContain('ppocr');
    await page.screenshot({ path: join(SHOTS, 'plate-selection.png'), fullPage: true });

    await page.getByTestId('face-0').locator('input').uncheck();
    await page.getByTestId('blur-selected').click();
    await waitForJobPage(page.getByTestId('preview-video'), app.env.client);
    await expect.poll(() => page.getByTestId('job-status').textContent()).toBe('Work done');
    await page.screenshot({ path: join(SHOTS, 'plate-preview.png'), fullPage: true });
    expect(pageErrors).toEqual([]);
  }, JOB_TEST_TIMEOUT_MS);
});
