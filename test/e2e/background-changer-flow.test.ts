import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHOTS, useBrowserApp } from '../support/start-browser-app';
import { JOB_TEST_TIMEOUT_MS, waitForJobPage } from '../support/wait-for';
import { makeMovingObjectClip } from '../support/make-changer-scene';

const app = useBrowserApp();

describe('a visitor changes a video background by clicking', () => {
  it('picks one of their pictures as the new background, clicks the object and sees its mask, propagates across the video, and gets a preview over the picture', async () => {
    const path = join(app.dir, 'ball.mp4');
    const { objectAt } = makeMovingObjectClip(path, { width: 320, height: 180, fps: 10, frames: 20, object: { cx: 70, cy: 90, rx: 34, ry: 28, rgb: [225, 120, 40] }, velocity: { x: 6, y: 1 } });
    const page = await app.browser.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    await page.goto(`${app.baseUrl}/video-background-changer`);
    await page.getByTestId('file-input').setInputFiles(path);
    await page.getByTestId('source-video').waitFor({ timeout: 60_000 });
    // The new background: a magenta picture uploaded from the options, chosen at once.
    const picture = join(app.dir, 'magenta.png');
    execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'color=c=0xC828A0:s=640x360', '-frames:v', '1', '-y', picture]);
    await page.getByTestId('image-option-input').setInputFiles(picture);
    await expect.poll(() => page.getByTestId('image-option-choice').first().getAttribute('aria-pressed'), { timeout: 60_000 }).toBe('true');
    await page.getByTestId('start-job').click();
    await page.waitForURL(/\/video-background-changer\/[0-9a-f-]{36}$/);

    const panel = page.getByTestId('background-changer');
    await waitForJobPage(panel, app.env.client);
    const frame = page.getByTestId('changer-frame');
    await expect.poll(() => frame.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 60_000 }).toBe(320);

    // Click the ball where it is on the first frame: its mask (about a twentieth of the frame) appears over it.
    const box = (await frame.boundingBox())!;
    const ball = objectAt(0);
    const clickedAt = Date.now();
    await frame.click({ position: { x: (ball.cx / 320) * box.width, y: (ball.cy / 180) * box.height } });
    await page.getByTestId('mask-time').waitFor({ timeout: 60_000 });
    const roundTripMs = Date.now() - clickedAt;
    console.log(`click to mask in the browser: ${roundTripMs} ms (${await page.getByTestId('mask-time').textContent()})`);
    const coverage = () => page.getByTestId('changer-mask').evaluate((canvas) => Number((canvas as HTMLCanvasElement).dataset.coverage ?? 0));
    const truth = (Math.PI * ball.rx * ball.ry) / (320 * 180);
    await expect.poll(coverage, { timeout: 10_000 }).toBeGreaterThan(truth * 0.85);
    expect(await coverage()).toBeLessThan(truth * 1.15);
    await page.screenshot({ path: join(SHOTS, 'changer-mask.png'), fullPage: true });

    await page.getByTestId('propagate').click();
    await waitForJobPage(page.getByTestId('propagated'), app.env.client);
    // The last frame now has a propagated mask of about the same size.
    await page.getByTestId('changer-scrubber').fill('19');
    const shown = () => page.getByTestId('changer-mask').evaluate((canvas) => ({ ...(canvas as HTMLCanvasElement).dataset }));
    await expect.poll(async () => (await shown()).frame, { timeout: 120_000 }).toBe('19');
    // The mask followed the ball: same size, centred where the ball is on that frame (114 px to the right).
    expect(Number((await shown()).coverage)).toBeGreaterThan(truth * 0.75);
    expect(Math.abs(Number((await shown()).centreX) - objectAt(19).cx / 320)).toBeLessThan(0.03);
    await page.screenshot({ path: join(SHOTS, 'changer-propagated.png'), fullPage: true });

    await page.getByTestId('changer-finish').click();
    await waitForJobPage(page.getByTestId('preview-video'), app.env.client);
    await expect.poll(() => page.getByTestId('job-status').textContent()).toBe('Work done');
    await page.screenshot({ path: join(SHOTS, 'changer-preview.png'), fullPage: true });
    // The preview shows the picture behind the ball (far from it and from the watermark), and the ball itself.
    const preview = join(app.dir, 'changer-preview.mp4');
    const src = (await page.getByTestId('preview-video').getAttribute('src'))!;
    writeFileSync(preview, await (await page.request.get(new URL(src, app.baseUrl).toString())).body());
    const rgbAt = (x: number, y: number) => [...execFileSync('ffmpeg', ['-v', 'error', '-i', preview, '-vf', `crop=2:2:${x}:${y},format=rgb24`, '-frames:v', '1', '-f', 'rawvideo', '-']).subarray(0, 3)];
    expect(Math.max(...rgbAt(300, 20).map((v, c) => Math.abs(v - [200, 40, 160][c]!)))).toBeLessThan(30);
    expect(Math.max(...rgbAt(70, 90).map((v, c) => Math.abs(v - [200, 40, 160][c]!)))).toBeGreaterThan(60);
    expect(pageErrors).toEqual([]);
  }, JOB_TEST_TIMEOUT_MS);
});
