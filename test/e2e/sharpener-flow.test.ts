import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import type { BrowserContext } from 'playwright-core';
import type { Database } from '../../server/db/open-database';
import { SHOTS, startBrowserApp, type BrowserApp } from '../support/start-browser-app';
import { makeTestClip, probeForTest } from '../support/make-test-clip';
import { launchChromium } from '../support/launch-chromium';
import { JOB_TEST_TIMEOUT_MS, waitForJobPage, waitForProgress, workflowPulse } from '../support/wait-for';

let app: BrowserApp;
let env: TestWorkflowEnvironment;
let db: Database;
let browser: BrowserContext;
let baseUrl: string;
let uiPort: number;
let dir: string;

beforeAll(async () => {
  app = await startBrowserApp();
  ({ env, db, browser, baseUrl, uiPort, dir } = app);
}, 180_000);

afterAll(async () => {
  await app?.close();
});

describe('a visitor sharpens a video in the browser', () => {
  it('uploads, chooses a range and strength, sees progress and a watermarked preview, exports and downloads the full MP4', async () => {
    const clip = makeTestClip(join(dir, 'holiday.mp4'), { durationS: 30, width: 640, height: 360 });
    const page = await browser.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    await page.goto(`${baseUrl}/dashboard/all`);
    await page.getByText('Video Sharpener').first().waitFor();
    await page.screenshot({ path: join(SHOTS, 'dashboard.png'), fullPage: true });
    await page.locator('[data-tool="video_sharpener"]').click();
    await page.waitForURL(/\/video-sharpener$/);

    await page.getByTestId('file-input').setInputFiles(clip);
    await page.getByTestId('source-video').waitFor({ timeout: 60_000 });
    await page.getByTestId('range-start').fill('2');
    await page.getByTestId('range-end').fill('26');
    await expect.poll(() => page.getByTestId('range-length').textContent()).toContain('24');
    await page.getByTestId('option-strength').fill('8');
    await expect.poll(() => page.getByTestId('option-strength-value').textContent()).toBe('8');
    await page.screenshot({ path: join(SHOTS, 'tool-page.png'), fullPage: true });
    await page.getByTestId('start-job').click();
    await page.waitForURL(/\/video-sharpener\/[0-9a-f-]{36}$/);
    const jobId = page.url().split('/').pop()!;

    // Progress is real: sample the percentage while the preview renders and require a value strictly between 0 and 100.
    // The wait lasts as long as the job moves (the page's percentage or the workflow's activities), however busy the machine.
    const seen = new Set<number>();
    const previewVideo = page.getByTestId('preview-video');
    let progressShot = false;
    await waitForProgress(
      async () => {
        if (await previewVideo.isVisible()) return { done: true, percent: null };
        const text = await page.getByTestId('progress-text').textContent({ timeout: 100 }).catch(() => null);
        const percent = text ? Number(/(\d+)%/.exec(text)?.[1]) : NaN;
        if (Number.isFinite(percent)) seen.add(percent);
        if (seen.size >= 3 && !progressShot) {
          progressShot = true;
          await page.screenshot({ path: join(SHOTS, 'job-progress.png') });
        }
        return { done: false, percent: Number.isFinite(percent) ? percent : null };
      },
      (v) => v.done,
      { intervalMs: 100, pulse: () => workflowPulse(env.client.workflow.getHandle(jobId)), what: `the preview of job ${jobId}` },
    );
    expect([...seen].some((p) => p > 0 && p < 100), `progress values seen: ${[...seen].join(',')}`).toBe(true);
    await expect.poll(() => page.getByTestId('job-status').textContent()).toBe('Work done');
    await page.screenshot({ path: join(SHOTS, 'job-preview.png'), fullPage: true });
    await expect.poll(() => page.getByTestId('export-cost').textContent()).toContain('0.24');

    // Exporting costs credits: the visitor logs in (the job comes along into the account), buys 10 credits through
    // the checkout (the development test provider), and comes back to the job.
    await page.getByTestId('login-link').click();
    await page.locator('#login-email').fill('holiday@example.test');
    await page.getByRole('button', { name: 'Log in with email' }).click();
    await page.getByTestId('account-link').waitFor();
    await page.goto(`${baseUrl}/pricing`);
    await page.locator('[data-tier="tier-premium"] a.btn').click();
    await page.getByTestId('checkout').waitFor();
    await page.getByRole('radio', { name: /^10 credits/ }).check();
    await page.screenshot({ path: join(SHOTS, 'checkout.png'), fullPage: true });
    await page.getByRole('button', { name: /Continue to payment/ }).click();
    await page.getByText('no money moves').waitFor();
    await page.getByRole('button', { name: 'Pay (test)' }).click();
    await page.waitForURL(/\/settings\?purchase=/);
    await page.goto(`${baseUrl}/video-sharpener/${jobId}`);
    await expect.poll(() => page.getByTestId('credits').textContent()).toContain('10');

    await page.getByTestId('premium-export').click();
    const downloadLink = page.getByTestId('download');
    await waitForJobPage(downloadLink, env.client);
    await page.getByTestId('final-video').waitFor();
    await page.screenshot({ path: join(SHOTS, 'job-done.png'), fullPage: true });
    const [download] = await Promise.all([page.waitForEvent('download'), downloadLink.click()]);
    const saved = join(dir, 'downloaded.mp4');
    await download.saveAs(saved);
    expect(download.suggestedFilename()).toBe('holiday-video-sharpener.mp4');
    const final = probeForTest(saved);
    expect(final).toMatchObject({ width: 640, height: 360, hasAudio: true });
    expect(final.durationS).toBeGreaterThan(23.8);
    expect(final.durationS).toBeLessThan(24.2);
    await expect.poll(() => page.getByTestId('credits').textContent()).toContain('9.76');
    expect(pageErrors).toEqual([]);

    // Step 3: the run in the Temporal UI: workflow id = job id, activities named after their steps, on the cpu queue.
    const description = await env.client.workflow.getHandle(jobId).describe();
    expect(description.type).toBe('videoSharpenerWorkflow');
    const history = await env.client.workflow.getHandle(jobId).fetchHistory();
    const scheduled = (history.events ?? []).flatMap((e) => (e.activityTaskScheduledEventAttributes ? [e.activityTaskScheduledEventAttributes] : []));
    const onCpu = scheduled.filter((a) => a.taskQueue?.name === 'cpu').map((a) => a.activityType?.name);
    expect(new Set(onCpu)).toEqual(new Set(['probeMedia', 'makeThumbnails', 'renderSegment', 'assembleSegments']));
    const ui = await browser.newPage();
    await ui.goto(`http://127.0.0.1:${uiPort}/namespaces/default/workflows/${jobId}`);
    await ui.getByText('videoSharpenerWorkflow').first().waitFor({ timeout: 30_000 });
    await ui.screenshot({ path: join(SHOTS, 'temporal-ui.png'), fullPage: true });
    // Both pages share a renderer process with the next test's pages (same site) and keep polling: close them.
    await Promise.all([ui.close(), page.close()]);
  }, JOB_TEST_TIMEOUT_MS);

  it('works with the keyboard alone: dashboard, tool, upload, range, preview, export and download', async () => {
    const clip = makeTestClip(join(dir, 'keys.mp4'), { durationS: 6, width: 640, height: 360 });
    // A new visitor (the first test signed this browser in and bought Premium, whose jobs skip the preview).
    await browser.clearCookies();
    const page = await browser.newPage();
    /** Presses Tab until the focused element matches `selector`, as a keyboard user moves through the page. */
    const tabTo = async (selector: string) => {
      for (let presses = 0; presses < 400; presses++) {
        if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
        await page.keyboard.press('Tab');
      }
      throw new Error(`Tab never reached ${selector}`);
    };
    await page.goto(`${baseUrl}/dashboard/all`);
    await page.locator('[data-tool=video_sharpener]').waitFor();
    await tabTo('[data-tool=video_sharpener]');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/video-sharpener$/);
    await page.locator('.dropzone').waitFor();
    // Enter opens the system's file dialog, where a keyboard user picks the file. Playwright catches the dialog only
    // once the page's renderer has applied its interception, a DevTools command that a queued key press can overtake
    // (the dialog then opens uncaught and the test waits forever): start waiting before the Tab presses, whose round
    // trips to the page come after that command.
    const chooserOpened = page.waitForEvent('filechooser');
    await tabTo('.dropzone');
    await page.screenshot({ path: join(SHOTS, 'keyboard-dropzone-focus.png') });
    const [chooser] = await Promise.all([chooserOpened, page.keyboard.press('Enter')]);
    await chooser.setFiles(clip);
    await page.getByTestId('source-video').waitFor({ timeout: 60_000 });
    await tabTo('[data-testid=range-end]');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('4');
    await expect.poll(() => page.getByTestId('range-length').textContent()).toContain('4 s');
    await tabTo('[data-testid=start-job]');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/video-sharpener\/[0-9a-f-]{36}$/);
    await waitForJobPage(page.getByTestId('premium-export'), env.client, { until: 'enabled' });
    await app.grantCreditsToBrowser(1);
    await tabTo('[data-testid=premium-export]');
    await page.keyboard.press('Enter');
    await waitForJobPage(page.getByTestId('download'), env.client);
    await tabTo('[data-testid=download]');
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    const saved = join(dir, 'keys-downloaded.mp4');
    await download.saveAs(saved);
    expect(download.suggestedFilename()).toBe('keys-video-sharpener.mp4');
    expect(probeForTest(saved).durationS).toBeGreaterThan(3.8);
    expect(probeForTest(saved).durationS).toBeLessThan(4.2);
    await page.close();
  }, JOB_TEST_TIMEOUT_MS);

  it('gives a first-time visitor one session before any other request, so an immediate upload works', async () => {
    const usersBefore = await db.prisma.user.count();
    const fresh = await launchChromium();
    try {
      const page = await fresh.newPage();
      const apiRequests: Promise<{ path: string; cookie: boolean }>[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path.startsWith('/trpc/') || path.startsWith('/api/')) {
          apiRequests.push(request.allHeaders().then((headers) => ({ path: `${request.method()} ${path}`, cookie: Boolean(headers.cookie) })));
        }
      });
      await page.goto(`${baseUrl}/video-sharpener`);
      await page.getByTestId('file-input').setInputFiles(makeTestClip(join(dir, 'first-visit.mp4'), { durationS: 4, width: 640, height: 360 }));
      await page.getByTestId('source-video').waitFor({ timeout: 60_000 });
      // Parallel cookie-less requests would each create a guest and the browser would keep only the last cookie.
      const seen = await Promise.all(apiRequests);
      expect(seen.filter((r) => !r.cookie).map((r) => r.path)).toEqual(['POST /api/session']);
      expect(await db.prisma.user.count()).toBe(usersBefore + 1);
    } finally {
      await fresh.close();
    }
  });

  it('cancels a running render from the job page, and says nothing was charged', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/video-sharpener`);
    await page.getByTestId('file-input').setInputFiles(makeTestClip(join(dir, 'cancel-me.mp4'), { durationS: 60, width: 1280, height: 720 }));
    await page.getByTestId('source-video').waitFor({ timeout: 60_000 });
    await page.getByTestId('start-job').click();
    await page.getByTestId('cancel-job').waitFor({ timeout: 30_000 });
    await page.getByTestId('cancel-job').click();
    await expect.poll(() => page.getByTestId('job-status').textContent(), { timeout: 30_000 }).toBe('Canceled');
    await page.getByText('No credits were charged').waitFor();
    expect(await page.getByTestId('premium-export').isDisabled()).toBe(true);
  });

  it('switches language end to end: German text, then Arabic right to left, kept across reloads', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/dashboard/all`);
    await page.getByLabel('Language').selectOption('de-DE');
    await page.getByRole('link', { name: 'Dateien' }).waitFor();
    expect(await page.locator('h1').textContent()).toBe('Alle Tools');
    expect(await page.getByTestId('credits').textContent()).toMatch(/^[\d,]+ Credits$/);
    await page.reload();
    await page.getByRole('link', { name: 'Dateien' }).waitFor();
    await page.getByLabel('Sprache').selectOption('ar-AE');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar-AE');
    await page.screenshot({ path: join(SHOTS, 'dashboard-ar.png') });
    // The choice persists in browser storage: put English back for the tests that follow in this profile.
    await page.getByLabel('اللغة').selectOption('en-US');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('ltr');
  });

  it('explains a clip shorter than the tool allows and keeps Start disabled', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/video-sharpener`);
    await page.getByTestId('file-input').setInputFiles(makeTestClip(join(dir, 'blink.mp4'), { durationS: 0.6, width: 320, height: 240 }));
    const alert = page.locator('[data-error-code="duration_too_short"]');
    await alert.waitFor({ timeout: 60_000 });
    expect(await alert.textContent()).toContain('at least 1 s.');
    expect(await page.getByTestId('start-job').isDisabled()).toBe(true);
  });

  it.each([
    ['a text file renamed .mp4', 'notes.mp4', () => 'just some text, not a video\n', 'media_not_a_video'],
    ['an empty file', 'empty.mp4', () => '', 'media_empty_file'],
  ])('shows a clear error for %s, and the app keeps working', async (_label, name, content, code) => {
    const path = join(dir, name);
    writeFileSync(path, content());
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/video-sharpener`);
    await page.getByTestId('file-input').setInputFiles(path);
    const alert = page.locator(`[data-error-code="${code}"]`);
    await alert.waitFor({ timeout: 30_000 });
    expect(await alert.textContent()).toMatch(code === 'media_empty_file' ? /empty/ : /not a video/);
    await page.screenshot({ path: join(SHOTS, `bad-input-${code}.png`) });
    // The workers survived: a real video still uploads and probes.
    await page.getByTestId('file-input').setInputFiles(makeTestClip(join(dir, `ok-${code}.mp4`), { durationS: 3, width: 320, height: 240 }));
    await page.getByTestId('source-video').waitFor({ timeout: 60_000 });
  }, 120_000);
});
