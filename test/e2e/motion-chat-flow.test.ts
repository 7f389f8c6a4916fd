import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHOTS, useBrowserApp } from '../support/start-browser-app';
import { JOB_TEST_TIMEOUT_MS, waitForJobPage } from '../support/wait-for';

const app = useBrowserApp();

describe('a visitor makes a motion graphics video by chatting', () => {
  it('types a prompt, sees the storyboard, changes it in the chat, renders and plays the video; the chat survives a reload', async () => {
    const page = await app.browser.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    await page.goto(`${app.baseUrl}/motion-chat`);
    await page.getByTestId('motion-prompt').fill('a 4 second promo for "Acme Rockets" with fast launches');
    // One of the visitor's own pictures, uploaded from this page: it shows as a chosen thumbnail.
    const picture = join(SHOTS, 'motion-upload.png');
    execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'color=c=0x00c000:s=160x120', '-frames:v', '1', '-y', picture]);
    await page.getByTestId('motion-images-input').setInputFiles(picture);
    await expect.poll(() => page.locator('[data-testid="motion-image"][aria-pressed="true"]').count(), { timeout: 30_000 }).toBe(1);
    await page.getByTestId('motion-create').click();
    await page.waitForURL(/\/motion-chat\/[0-9a-f-]{36}$/, { timeout: 60_000 });

    // The prompt is the first message; its reply shows the planned storyboard.
    const storyboard = page.getByTestId('motion-storyboard').last();
    await storyboard.waitFor({ timeout: 60_000 });
    await expect.poll(() => storyboard.getByTestId('motion-scene').count()).toBe(2);
    await expect.poll(() => storyboard.getByTestId('motion-scene-title').first().inputValue()).toBe('Acme Rockets');

    await page.getByTestId('chat-input').fill('make it blue');
    await page.getByTestId('chat-send').click();
    await expect.poll(() => page.getByTestId('motion-changes').last().textContent(), { timeout: 60_000 }).toContain('#1d4ed8');

    await page.getByTestId('chat-suggestion-render').click();
    const clip = page.getByTestId('chat-clip').last();
    await waitForJobPage(clip, app.env.client);
    await expect.poll(() => page.getByTestId('motion-render').last().textContent()).toContain('1280×720');
    // The video really plays: its metadata loads from the signed URL, 4 s long.
    await expect.poll(() => clip.evaluate((video) => (video as HTMLVideoElement).duration), { timeout: 30_000 }).toBeCloseTo(4, 0);
    await page.screenshot({ path: join(SHOTS, 'motion-chat.png'), fullPage: true });

    await page.reload();
    await page.getByTestId('chat-message-user').first().waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('chat-message-user').allTextContents()).toEqual(['a 4 second promo for "Acme Rockets" with fast launches', 'make it blue', 'Render video']);
    await page.getByTestId('chat-clip').first().waitFor();
    expect(pageErrors).toEqual([]);
  }, JOB_TEST_TIMEOUT_MS);

  it('understands an edit typed in German by a visitor whose interface is in German', async () => {
    const page = await app.browser.newPage();
    await page.addInitScript(() => localStorage.setItem('kinora', JSON.stringify({ ui: { locale: 'de-DE' } })));
    await page.goto(`${app.baseUrl}/motion-chat`);
    // The app applies the stored locale once its catalogue has loaded.
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 30_000 }).toBe('de-DE');
    // The prompt itself in German: its length and shape are planned as asked, its name kept as written.
    await page.getByTestId('motion-prompt').fill('Ein Promo für "Acme Rockets", 4 Sekunden, quadratisch');
    await page.getByTestId('motion-create').click();
    await page.waitForURL(/\/motion-chat\/[0-9a-f-]{36}$/, { timeout: 60_000 });
    await page.getByTestId('motion-storyboard').last().waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('motion-storyboard').last().textContent()).toMatch(/4 s, 1:1/);
    await page.getByTestId('chat-input').fill('Mach es blau, dann im Hochformat');
    await page.getByTestId('chat-send').click();
    await expect.poll(() => page.getByTestId('motion-changes').last().textContent(), { timeout: 60_000 }).toContain('#1d4ed8');
    expect(await page.getByTestId('motion-changes').last().textContent()).toContain('9:16');
  }, JOB_TEST_TIMEOUT_MS);
});
