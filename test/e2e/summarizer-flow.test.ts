import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHOTS, useBrowserApp } from '../support/start-browser-app';
import { JOB_TEST_TIMEOUT_MS, waitForJobPage } from '../support/wait-for';
import { makeSpeechClip } from '../support/make-editor-clips';

const app = useBrowserApp();

describe('a visitor asks a video questions', () => {
  it('uploads, waits for the transcription, asks, sees a timestamped answer with a playable clip, and finds the chat after a reload', async () => {
    const talk = makeSpeechClip(app.dir, 'ask', ['The music was very loud', 'The weather is very cold in winter', 'The children played football in the park'], [1, 3, 3, 2]);
    const page = await app.browser.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    await page.goto(`${app.baseUrl}/ask-kinora`);
    await page.getByTestId('file-input').setInputFiles(talk.path);
    await page.getByTestId('source-video').waitFor({ timeout: 60_000 });
    await page.getByTestId('start-job').click();
    await page.waitForURL(/\/ask-kinora\/[0-9a-f-]{36}$/);

    const input = page.getByTestId('chat-input');
    await waitForJobPage(input, app.env.client, { until: 'enabled', intervalMs: 500 });
    await input.fill('What did they say about football?');
    await page.getByTestId('chat-send').click();

    const answer = page.getByTestId('chat-message-assistant').first();
    await waitForJobPage(answer, app.env.client);
    await expect.poll(() => answer.textContent()).toMatch(/\[0:1\d\]/);
    await expect.poll(() => answer.getByTestId('summarizer-answer').getAttribute('data-kind')).toBe('search');
    // The clip plays in place: the browser loads its metadata from the signed URL.
    const clip = answer.getByTestId('chat-clip').first();
    await expect.poll(() => clip.evaluate((v) => (v as HTMLVideoElement).readyState), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    const duration = await clip.evaluate((v) => (v as HTMLVideoElement).duration);
    expect(duration).toBeGreaterThan(1);
    expect(await answer.getByTestId('chat-download').first().getAttribute('href')).toMatch(/download=1/);
    await page.screenshot({ path: join(SHOTS, 'summarizer-answer.png'), fullPage: true });

    await page.reload();
    await page.getByTestId('chat-message-user').first().waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('chat-message-user').first().textContent()).toContain('football');
    await expect.poll(() => page.getByTestId('chat-message-assistant').count()).toBe(1);
    expect(pageErrors).toEqual([]);
  }, JOB_TEST_TIMEOUT_MS);
});
