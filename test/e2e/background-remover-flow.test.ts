import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHOTS, useBrowserApp } from '../support/start-browser-app';
import { JOB_TEST_TIMEOUT_MS, waitForJobPage } from '../support/wait-for';
import { makePersonClip } from '../support/make-person-clip';
import { sampleVideoPixels } from '../support/sample-video-pixels';

const app = useBrowserApp();

describe('a visitor removes a video\'s background in the browser', () => {
  it('uploads a clip with a person, puts an uploaded picture behind them, and sees a preview that plays with the picture around the person', async () => {
    const path = join(app.dir, 'person.mp4');
    const clip = makePersonClip(path, { width: 320, height: 180, fps: 10, durationS: 2, sway: 10, headScale: 0.1 });
    const picture = join(app.dir, 'backdrop.png');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=0x1040e0:s=200x120', '-frames:v', '1', picture]);
    const page = await app.browser.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    await page.goto(`${app.baseUrl}/auto-background-remover`);
    await page.getByTestId('file-input').setInputFiles(path);
    await page.getByTestId('source-video').waitFor({ timeout: 60_000 });
    // The picture option shows only once "A picture" is the background.
    await expect.poll(() => page.getByTestId('image-option').count()).toBe(0);
    await page.getByLabel('New background').selectOption('image');
    // The picture option appears with the choice; the upload is chosen as soon as it is in.
    await page.getByTestId('image-option-input').setInputFiles(picture);
    await page.locator('[data-testid=image-option-choice][aria-pressed=true]').waitFor({ timeout: 60_000 });
    await page.screenshot({ path: join(SHOTS, 'background-remover-tool-page.png'), fullPage: true });
    await page.getByTestId('start-job').click();
    await page.waitForURL(/\/auto-background-remover\/[0-9a-f-]{36}$/);

    const preview = page.getByTestId('preview-video');
    await waitForJobPage(preview, app.env.client);
    await expect.poll(() => page.getByTestId('job-status').textContent()).toBe('Work done');
    // The preview plays, and a frame of it shows the picture's blue where the background was and the person elsewhere.
    const n = 10;
    const matte = clip.matteAt(n);
    let personAt = 0;
    for (let i = 0; i < matte.length; i++) if (matte[i]! > matte[personAt]!) personAt = i;
    const sampled = await sampleVideoPixels(preview, (n + 0.5) / 10, [{ x: 8, y: 8 }, { x: personAt % 320, y: Math.floor(personAt / 320) }]);
    const [corner, person] = sampled.pixels as [number[], number[]];
    expect(sampled.size).toBe('320x180');
    expect(sampled.duration).toBeGreaterThan(1.5);
    const [r, g, b] = corner as [number, number, number];
    expect(b, `corner ${corner.join(',')}`).toBeGreaterThan(180);
    expect(Math.max(r, g), `corner ${corner.join(',')}`).toBeLessThan(100);
    const [pr, pg, pb] = person as [number, number, number];
    expect(pb > 180 && Math.max(pr, pg) < 100, `person ${person.join(',')} is not the picture's blue`).toBe(false);
    await page.screenshot({ path: join(SHOTS, 'background-remover-preview.png'), fullPage: true });
    expect(pageErrors).toEqual([]);
  }, JOB_TEST_TIMEOUT_MS);
});
