import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSession, generateSessionToken, newUserId, SESSION_COOKIE } from '../../server/auth/sessions';
import { LIST_PAGE_SIZE } from '../../domain/platform';
import { launchChromium } from '../support/launch-chromium';
import { openPage } from '../support/open-page';
import { SHOTS, useWebApp } from '../support/use-web-app';

const web = useWebApp();

/** A signed-in user with `uploads` uploaded files, `outputs` output files and `jobs` jobs, in a browser holding their session. */
async function userWithHistory(counts: { uploads: number; outputs: number; jobs: number }) {
  const prisma = web.app.db.prisma;
  const user = await prisma.user.create({ data: { id: newUserId(), isGuest: false, name: 'Katherine Johnson', email: `kj-${Date.now()}@example.com` } });
  const start = Date.UTC(2026, 10, 1);
  const total = counts.uploads + counts.outputs;
  for (let i = 0; i < total; i++) {
    await prisma.file.create({
      data: {
        id: `${user.id}-f${i}`, userId: user.id, name: `clip-${String(i).padStart(2, '0')}.mp4`, storageKey: `uploads/${user.id}-f${i}/source`, sizeBytes: 1_000_000 + i,
        status: 'ready', durationS: 10, width: 640, height: 360, fps: 25, hasAudio: true, kind: i < counts.outputs ? 'output' : 'upload', createdAt: new Date(start + i * 60_000),
      },
    });
  }
  for (let i = 0; i < counts.jobs; i++) {
    await prisma.job.create({
      data: { id: crypto.randomUUID(), userId: user.id, fileId: `${user.id}-f${counts.outputs}`, toolId: 'video_sharpener', plan: 'basic', status: 'download_ready', rangeStartS: 0, rangeEndS: 10, options: {}, createdAt: new Date(start + i * 60_000) },
    });
  }
  const token = generateSessionToken();
  await createSession(prisma, token, user.id);
  const browser = await launchChromium();
  await browser.addCookies([{ name: SESSION_COOKIE, value: token, url: web.app.baseUrl }]);
  return { user, browser };
}

describe('paged lists', () => {
  // /files paging (appended pages, an empty page ends, Outputs) is tested with the files page in files-page.test.ts.

  it('/projects pages through the jobs: Load more appends, an exactly full last page ends on an empty one', async () => {
    const { browser } = await userWithHistory({ uploads: 1, outputs: 0, jobs: 2 * LIST_PAGE_SIZE });
    try {
      const page = await openPage(browser, `${web.app.baseUrl}/projects`);
      const rows = page.getByTestId('jobs-table').locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(LIST_PAGE_SIZE);
      await page.getByTestId('jobs-more').click();
      await expect.poll(() => rows.count()).toBe(2 * LIST_PAGE_SIZE);
      // The second page was full, so there may be more: asking gives an empty page, which marks the end.
      await page.getByTestId('jobs-more').click();
      await page.getByTestId('jobs-more').waitFor({ state: 'detached' });
      expect(await rows.count()).toBe(2 * LIST_PAGE_SIZE);
      await page.screenshot({ path: join(SHOTS, 'projects-en-US.png'), fullPage: true });
      await page.close();
    } finally {
      await browser.close();
    }
  });
});

describe('persistence', () => {
  it('keeps the language and theme across a reload, under the one root key', async () => {
    const page = await web.browser.newPage();
    await page.goto(`${web.app.baseUrl}/settings`);
    await page.locator('header[data-live]').waitFor();
    await page.locator('#settings-theme').selectOption('dark');
    await page.locator('#settings-language').selectOption('ja-JP');
    await page.getByRole('heading', { level: 1, name: '設定' }).waitFor();
    await page.reload();
    await page.locator('header[data-live]').waitFor();
    await page.getByRole('heading', { level: 1, name: '設定' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    const stored = await page.evaluate(() => Object.keys(localStorage));
    expect(stored).toEqual(['kinora']);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('kinora')))!)).toMatchObject({ ui: { theme: 'dark', locale: 'ja-JP' }, user: { base_page: '/' } });
    await page.screenshot({ path: join(SHOTS, 'settings-dark-ja-JP.png'), fullPage: true });
    await page.evaluate(() => localStorage.clear());
    await page.close();
  });
});

describe('themes', () => {
  it('the system theme follows the operating system, also when it switches while the page is open', async () => {
    const page = await web.browser.newPage();
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${web.app.baseUrl}/settings`);
    await page.locator('header[data-live]').waitFor();
    expect(await page.locator('#settings-theme').inputValue()).toBe('system');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.locator('#settings-theme').selectOption('light');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await page.evaluate(() => localStorage.clear());
    await page.close();
  });
});

describe('self-hosted analytics', () => {
  const events = () => web.app.db.prisma.analyticsEvent.findMany({ orderBy: { createdAt: 'asc' } });

  it('records page views with the app’s own endpoint, and no request leaves for another host', async () => {
    const page = await web.browser.newPage();
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(web.app.baseUrl) && !request.url().startsWith('data:')) foreign.push(request.url());
    });
    const before = (await events()).length;
    await page.goto(`${web.app.baseUrl}/pricing`);
    await page.locator('header[data-live]').waitFor();
    await page.getByRole('link', { name: 'Blog' }).first().click();
    await page.waitForURL(/\/blog$/);
    await expect.poll(async () => (await events()).slice(before).map((e) => `${e.name} ${e.path}`)).toEqual(['page_view /pricing', 'page_view /blog']);
    expect(foreign).toEqual([]);
    await page.close();
  });

  it('sends nothing when the browser asks for Global Privacy Control or Do Not Track, and the server stores nothing for them', async () => {
    const page = await web.browser.newPage();
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
    const sent: string[] = [];
    page.on('request', (request) => request.url().includes('/api/analytics') && sent.push(request.url()));
    const before = (await events()).length;
    await page.goto(`${web.app.baseUrl}/dashboard/all`);
    await page.locator('[data-tool]').first().waitFor();
    await page.goto(`${web.app.baseUrl}/pricing`);
    await page.locator('header[data-live]').waitFor();
    await page.waitForTimeout(500);
    expect(sent).toEqual([]);
    await page.close();

    const post = (headers: Record<string, string>, body: unknown = { name: 'page_view', path: '/pricing' }) =>
      fetch(`${web.app.baseUrl}/api/analytics`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
    expect((await post({ DNT: '1' })).status).toBe(204);
    expect((await post({ 'Sec-GPC': '1' })).status).toBe(204);
    expect((await events()).length).toBe(before);
    expect((await post({}, { name: 'page_view', path: 'not a path' })).status).toBe(400);
    expect((await post({})).status).toBe(204);
    expect((await events()).length).toBe(before + 1);
  });
});
