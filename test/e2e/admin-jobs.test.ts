import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { launchChromium } from '../support/launch-chromium';
import { openPage } from '../support/open-page';
import { startWebApp, type WebApp } from '../support/start-web-app';
import { SHOTS } from '../support/use-web-app';
import { seedJobOutcomes, signInSupport, SUPPORT_ADMIN_EMAIL, type SeededOutcome } from '../support/seed-job-outcomes';

let app: WebApp;
let browser: BrowserContext;
let outcomes: SeededOutcome[];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  [app, browser] = await Promise.all([startWebApp(undefined, { adminEmails: [SUPPORT_ADMIN_EMAIL] }), launchChromium({ viewport: { width: 1366, height: 900 } })]);
  outcomes = (await seedJobOutcomes(app.db.prisma)).outcomes;
  const { token } = await signInSupport(app.db.prisma);
  await browser.addCookies([{ name: 'kinora_session', value: token, url: app.baseUrl }]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const jobOf = (errorCode: string | null, status = 'failed') => outcomes.find((o) => o.errorCode === errorCode && o.status === status)!.jobId;

describe('/admin/jobs at 1366 px', () => {
  it('shows system failures with who, which tool, the error in words and links; user-side outcomes apart, without Restart', async () => {
    const page = await openPage(browser, `${app.baseUrl}/admin/jobs`);
    const table = page.getByTestId('failed-jobs');
    const render = table.locator(`tr[data-job-id="${jobOf('render_failed')}"]`);
    await render.waitFor();
    expect(await page.getByRole('tab', { name: 'System failures (23)' }).getAttribute('aria-selected')).toBe('true');
    expect(await render.innerText()).toContain('AI Face Blurring');
    expect(await render.innerText()).toContain('Visitor');
    expect(await render.innerText()).toContain('Processing failed. Please try again; if it keeps failing, try another file.');
    expect(await render.locator('code', { hasText: 'render_failed' }).count()).toBe(1);
    expect(await render.getByRole('link', { name: jobOf('render_failed') }).getAttribute('href')).toBe(`/ai-face-blurring/${jobOf('render_failed')}`);
    expect(await render.getByRole('link', { name: 'Temporal run' }).getAttribute('href')).toMatch(/^http:\/\/localhost:8233\/namespaces\/default\/workflows\?query=WorkflowId/);
    expect(await render.getByRole('button', { name: 'Restart' }).count()).toBe(1);
    expect(await table.getByText('ada@example.com').count()).toBeGreaterThan(0);
    expect(await page.getByText('Page 1 of 2').count()).toBe(1);
    // The page fits the window: no sideways scrolling at 1366 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
    await page.screenshot({ path: join(SHOTS, 'admin-jobs-failures-1366-en-US.png'), fullPage: false });

    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText('Page 2 of 2').waitFor();
    expect(await table.locator('tbody tr').count()).toBe(3);

    await page.getByRole('tab', { name: 'User-side outcomes (3)' }).click();
    const credits = table.locator(`tr[data-job-id="${jobOf('not_enough_credits')}"]`);
    await credits.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(3);
    expect(await credits.innerText()).toContain('Not enough credits: this export needs … credits and you have ….');
    expect(await table.locator(`tr[data-job-id="${jobOf(null, 'cancelled')}"]`).innerText()).toContain('Canceled by the user');
    expect(await table.getByRole('button', { name: 'Restart' }).count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'admin-jobs-user-side-1366-en-US.png'), fullPage: false });
    await page.close();
  }, 120_000);

  it('filters by tool, error and days on the server', async () => {
    const page = await openPage(browser, `${app.baseUrl}/admin/jobs`);
    const table = page.getByTestId('failed-jobs');
    await table.waitFor();
    await page.locator('select[name=tool]').selectOption('video_stabilizer');
    await page.getByRole('tab', { name: 'System failures (21)' }).waitFor();
    await page.locator('select[name=tool]').selectOption('');
    await page.locator('input[name=from]').fill('2026-11-24');
    await page.locator('input[name=to]').fill('2026-11-25');
    await page.getByRole('tab', { name: 'System failures (2)' }).waitFor();
    expect(await table.locator('tbody tr').count()).toBe(2);
    await page.locator('select[name=error]').selectOption('internal_error');
    await page.getByText('No jobs match these filters.').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('tab', { name: 'System failures (23)' }).waitFor();
    await page.close();
  }, 120_000);

  it('reads in Arabic, right to left', async () => {
    const page = await openPage(browser, `${app.baseUrl}/admin/jobs`, 'ar-AE');
    await page.getByTestId('failed-jobs').waitFor();
    await page.getByRole('tab', { name: 'أعطال النظام (23)' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.screenshot({ path: join(SHOTS, 'admin-jobs-failures-1366-ar-AE.png'), fullPage: false });
    await page.close();
  }, 120_000);
});
