import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHOTS, useBrowserApp } from '../support/start-browser-app';
import { makePersonClip } from '../support/make-person-clip';

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
    await preview.waitFor({ timeout: 300_000 });
    await expect.poll(() => page.getByTestId('job-status').textContent()).toBe('Work done');
    // The preview plays, and a frame of it shows the picture's blue where the background was and the person elsewhere.
    const n = 10;
    const matte = clip.matteAt(n);
    let personAt = 0;
    for (let i = 0; i < matte.length; i++) if (matte[i]! > matte[personAt]!) personAt = i;
    const sampled = await preview.evaluate(async (v: HTMLVideoElement, at: { t: number; x: number; y: number }) => {
      v.muted = true;
      await v.play();
      v.pause();
      v.currentTime = at.t;
      await new Promise((resolve) => v.addEventListener('seeked', resolve, { once: true }));
      const canvas = document.createElement('canvas');
      canvas.width = v.videoWidth;
      canvas.height = v.videoHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(v, 0, 0);
      const pixel = (x: number, y: number) => [...context.getImageData(x, y, 1, 1).data.slice(0, 3)];
      return { size: `${v.videoWidth}x${v.videoHeight}`, duration: v.duration, corner: pixel(8, 8), person: pixel(at.x, at.y) };
    }, { t: (n + 0.5) / 10, x: personAt % 320, y: Math.floor(personAt / 320) });
    expect(sampled.size).toBe('320x180');
    expect(sampled.duration).toBeGreaterThan(1.5);
    const [r, g, b] = sampled.corner as [number, number, number];
    expect(b, `corner ${sampled.corner.join(',')}`).toBeGreaterThan(180);
    expect(Math.max(r, g), `corner ${sampled.corner.join(',')}`).toBeLessThan(100);
    const [pr, pg, pb] = sampled.person as [number, number, number];
    expect(pb > 180 && Math.max(pr, pg) < 100, `person ${sampled.person.join(',')} is not the picture's blue`).toBe(false);
    await page.screenshot({ path: join(SHOTS, 'background-remover-preview.png'), fullPage: true });
    expect(pageErrors).toEqual([]);
  }, 600_000);
});
