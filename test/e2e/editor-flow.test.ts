import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHOTS, useBrowserApp } from '../support/start-browser-app';
import { JOB_TEST_TIMEOUT_MS, waitForJobPage } from '../support/wait-for';
import { makeScenesClip, makeSpeechClip } from '../support/make-editor-clips';
import { probeForTest } from '../support/make-test-clip';

const app = useBrowserApp();

describe('a visitor edits two videos with the AI video editor', () => {
  it('uploads two videos, sees and toggles the decisions, renders, exports and downloads the edit and its captions', async () => {
    const talk = makeSpeechClip(app.dir, 'talk', ['Hello and welcome to the show', 'Thank you for watching'], [1, 4, 1], { width: 640, height: 360 });
    const scenes = makeScenesClip(join(app.dir, 'scenes.mp4'));
    const page = await app.browser.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    await page.goto(`${app.baseUrl}/vibe-edit`);
    await page.getByTestId('file-input').setInputFiles(talk.path);
    await page.getByTestId('source-video').waitFor({ timeout: 60_000 });
    await page.getByTestId('more-file-input').setInputFiles(scenes.path);
    await page.getByTestId('more-file').waitFor({ timeout: 60_000 });
    // The part to edit is on the two videos joined in order: it reached the end of the first, so it reaches the end of the second.
    await page.getByTestId('range-joined').waitFor();
    expect(Number(await page.getByTestId('range-end').inputValue())).toBeCloseTo(probeForTest(talk.path).durationS + probeForTest(scenes.path).durationS, 0);
    await page.screenshot({ path: join(SHOTS, 'editor-joined-range.png'), fullPage: true });
    await page.getByTestId('start-job').click();
    await page.waitForURL(/\/vibe-edit\/[0-9a-f-]{36}$/);

    // The decisions before any render: the silent pause is removed, with its reason.
    const panel = page.getByTestId('edit-decisions');
    await waitForJobPage(panel, app.env.client);
    await expect.poll(() => panel.textContent()).toContain('Silence');
    await page.screenshot({ path: join(SHOTS, 'editor-decisions.png'), fullPage: true });
    const lengthBefore = Number(/([\d.]+) s/.exec((await page.getByTestId('edit-length').textContent()) ?? '')?.[1]);
    // Bring back the first removed part: the edit gets longer by its length, and the render follows the list.
    const removed = page.locator('[data-kept="false"]').first();
    await removed.locator('input').check();
    const lengthAfter = Number(/([\d.]+) s/.exec((await page.getByTestId('edit-length').textContent()) ?? '')?.[1]);
    expect(lengthAfter).toBeGreaterThan(lengthBefore);
    await page.getByTestId('render-edit').click();

    await waitForJobPage(page.getByTestId('preview-video'), app.env.client);
    // Exporting costs credits (bought through checkout in sharpener-flow; given here).
    await app.grantCreditsToBrowser(20);
    await waitForJobPage(page.getByTestId('premium-export'), app.env.client, { until: 'enabled' });
    await page.getByTestId('premium-export').click();
    const downloadLink = page.getByTestId('download');
    await waitForJobPage(downloadLink, app.env.client);
    await page.screenshot({ path: join(SHOTS, 'editor-done.png'), fullPage: true });
    const [download] = await Promise.all([page.waitForEvent('download'), downloadLink.click()]);
    const saved = join(app.dir, 'edit.mp4');
    await download.saveAs(saved);
    expect(probeForTest(saved).durationS).toBeCloseTo(lengthAfter, 0);

    // The free plan gets the caption files, not the project files.
    await page.getByTestId('edit-exports').waitFor();
    expect(await page.locator('[data-testid^="export-"]').allTextContents()).toEqual(['captions.json', 'captions.srt', 'captions.vtt']);
    const [srt] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-captions.srt').click()]);
    const srtPath = join(app.dir, 'captions.srt');
    await srt.saveAs(srtPath);
    expect(readFileSync(srtPath, 'utf8')).toMatch(/^1\n00:00:\d\d,\d{3} --> /);
    expect(pageErrors).toEqual([]);
  }, JOB_TEST_TIMEOUT_MS);
});
