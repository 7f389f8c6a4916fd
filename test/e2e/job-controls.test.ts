import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOTS, startBrowserApp, type BrowserApp } from '../support/start-browser-app';
import { JOB_TEST_TIMEOUT_MS, waitForJobPage } from '../support/wait-for';
import { makeTestClip } from '../support/make-test-clip';

let app: BrowserApp;
beforeAll(async () => {
  app = await startBrowserApp({ adminEmails: ['support@example.com'] });
}, 180_000);
afterAll(async () => {
  await app?.close();
});

describe('job controls in the browser', () => {
  it('pauses and resumes a render, updates the preview with new options, exports, and opens the output in the next tool', async () => {
    const page = await app.browser.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${app.baseUrl}/video-sharpener`);
    await page.getByTestId('file-input').setInputFiles(makeTestClip(join(app.dir, 'long-take.mp4'), { durationS: 40, width: 1280, height: 720 }));
    await page.getByTestId('start-job').click({ timeout: 60_000 });
    await page.waitForURL(/\/video-sharpener\/[0-9a-f-]{36}$/);

    // Pause while rendering: the step says "Paused at N%" (the bar holds) and explains what happens to the parts in flight.
    await page.getByTestId('pause-job').click({ timeout: 60_000 });
    await page.getByTestId('paused-note').waitFor();
    await expect.poll(() => page.getByTestId('work-step').textContent()).toMatch(/^Paused at \d+%$/);
    await page.screenshot({ path: join(SHOTS, 'job-paused.png'), fullPage: true });
    await page.getByTestId('resume-job').click();
    await waitForJobPage(page.getByTestId('preview-video'), app.env.client);

    // New options render a new preview revision (its URL changes, so the browser does not show the old one).
    const firstSrc = await page.getByTestId('preview-video').getAttribute('src');
    await page.getByTestId('preview-options').getByTestId('option-strength').fill('10');
    await page.getByTestId('update-preview').click();
    await waitForJobPage(page.getByTestId('preview-video'), app.env.client, { until: async (video) => (await video.getAttribute('src', { timeout: 1000 })) !== firstSrc });
    await page.screenshot({ path: join(SHOTS, 'job-preview-updated.png'), fullPage: true });

    await app.grantCreditsToBrowser(5);
    await page.reload();
    await expect.poll(() => page.getByTestId('credits').textContent()).toContain('5');
    // The new revision may still be rendering on a busy machine: export opens once it is ready.
    await waitForJobPage(page.getByTestId('premium-export'), app.env.client, { until: 'enabled' });
    await page.getByTestId('premium-export').click();
    await waitForJobPage(page.getByTestId('download'), app.env.client);
    await page.screenshot({ path: join(SHOTS, 'job-done-next-action.png'), fullPage: true });
    await page.getByTestId('next-video_lightener').click();
    await page.waitForURL(/\/video-lightener\?fileId=/);
    // The output is already there: no upload, the range and options are ready.
    await page.getByTestId('start-job').waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('range-length').textContent()).toContain('40');
    await page.screenshot({ path: join(SHOTS, 'next-tool.png'), fullPage: true });
    expect(pageErrors).toEqual([]);
  }, JOB_TEST_TIMEOUT_MS);

  it('creates a workflow: two videos joined, then stabilized, followed on one page', async () => {
    const page = await app.browser.newPage();
    await page.goto(`${app.baseUrl}/projects`);
    await page.getByTestId('create-workflow').click();
    await page.waitForURL(/\/workflows\/new$/);
    for (const [name, width] of [['first.mp4', 640], ['second.mp4', 480]] as const) {
      await page.getByTestId('file-input').setInputFiles(makeTestClip(join(app.dir, name), { durationS: 3, width, height: 360 }));
      await page.getByText(name).waitFor({ timeout: 60_000 });
    }
    await page.getByTestId('workflow-next-tool').selectOption('video_stabilizer');
    await expect.poll(() => page.getByTestId('workflow-cost').textContent()).toContain('0.06');
    await page.screenshot({ path: join(SHOTS, 'create-workflow.png'), fullPage: true });
    await page.getByTestId('start-workflow').click();
    await page.waitForURL(/\/workflows\/chain-/);
    await waitForJobPage(page.getByTestId('workflow-status'), app.env.client, { until: async (status) => (await status.textContent({ timeout: 1000 })) === 'Done' });
    await expect.poll(() => page.getByTestId('workflow-steps').locator('video').count()).toBe(2);
    await page.screenshot({ path: join(SHOTS, 'workflow.png'), fullPage: true });
  }, JOB_TEST_TIMEOUT_MS);

  it('keeps the support page to support staff', async () => {
    const page = await app.browser.newPage();
    await page.goto(`${app.baseUrl}/admin/jobs`);
    await page.getByRole('alert').waitFor();
    expect(await page.getByTestId('failed-jobs').count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'admin-refused.png') });
  });
});
