import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSession, generateSessionToken, newUserId, SESSION_COOKIE } from '../../server/auth/sessions';
import { API_V1_ROUTES } from '../../server/api-v1/api-v1-routes';
import { launchChromium } from '../support/launch-chromium';
import { SHOTS, useWebApp } from '../support/use-web-app';

const web = useWebApp();

/** A browser signed in as a new account on `plan`. */
async function signedIn(plan: string) {
  const userId = newUserId();
  await web.app.db.prisma.user.create({ data: { id: userId, isGuest: false, plan, email: `${userId}@example.test`, name: 'Ada' } });
  const token = generateSessionToken();
  await createSession(web.app.db.prisma, token, userId);
  const browser = await launchChromium();
  await browser.addCookies([{ name: SESSION_COOKIE, value: token, url: web.app.baseUrl }]);
  return { userId, browser };
}

describe('API keys on the settings page', () => {
  it('creates a key shown once, lists it by its first characters, and revokes it', async () => {
    const { userId, browser } = await signedIn('business');
    try {
      const page = await browser.newPage();
      await page.goto(`${web.app.baseUrl}/settings`);
      await page.getByRole('heading', { name: 'API keys' }).waitFor();
      await page.locator('#api-key-name').fill('Render pipeline');
      await page.locator('#api-key-scope').selectOption('write');
      await page.getByRole('button', { name: 'Create key' }).click();
      const token = (await page.getByTestId('api-key-created').locator('code').textContent())!;
      expect(token).toMatch(/^kin_live_[A-Za-z0-9_-]{43}$/);
      const row = page.getByTestId('api-keys').locator('tbody tr').first();
      await expect.poll(() => row.textContent()).toContain('Render pipeline');
      expect(await row.textContent()).toContain(`${token.slice(0, 15)}…`);
      expect(await row.textContent()).toContain('Read and write');
      // The key works on the API, and only its hash is stored.
      const [stored] = await web.app.db.prisma.apiKey.findMany({ where: { userId } });
      expect(stored!.tokenHash).not.toContain(token);
      expect((await fetch(`${web.app.baseUrl}/api/v1/jobs`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
      await page.screenshot({ path: join(SHOTS, 'settings-api-key-created.png'), fullPage: true });
      // Shown once: after a reload, only the start of it.
      await page.reload();
      await page.getByTestId('api-keys').waitFor();
      expect(await page.getByTestId('api-key-created').count()).toBe(0);
      expect(await page.content()).not.toContain(token);
      await page.getByRole('button', { name: 'Revoke' }).click();
      await expect.poll(() => row.textContent()).toContain('Revoked');
      expect((await fetch(`${web.app.baseUrl}/api/v1/jobs`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    } finally {
      await browser.close();
    }
  });

  it('tells an account whose plan has no API access, and offers no key to create', async () => {
    const { browser } = await signedIn('pro');
    try {
      const page = await browser.newPage();
      await page.goto(`${web.app.baseUrl}/settings`);
      await page.getByText('API access is part of the Business and Enterprise plans.').waitFor();
      expect(await page.locator('#api-key-name').count()).toBe(0);
    } finally {
      await browser.close();
    }
  });
});

describe('the API reference page', () => {
  it('lists every operation of the OpenAPI document with its parameters and a curl example, in the reader\'s language', async () => {
    const page = await web.browser.newPage();
    await page.goto(`${web.app.baseUrl}/developers/api`);
    await page.getByRole('heading', { level: 1, name: 'API reference' }).waitFor();
    const operations = page.getByTestId('api-operation');
    await expect.poll(() => operations.count()).toBe(API_V1_ROUTES.length + 4);
    const start = page.locator('#startJob');
    expect(await start.locator('h2').textContent()).toBe('POST /jobs');
    expect(await start.locator('pre').textContent()).toContain(`curl -X POST '${web.app.baseUrl}/api/v1/jobs'`);
    expect(await page.locator('#getJob table').textContent()).toContain('jobId');
    await page.screenshot({ path: join(SHOTS, 'api-reference.png'), fullPage: false });
    // The page's own words are translated; the document's are the API's (English).
    await page.goto(`${web.app.baseUrl}/de-DE/developers/api`);
    await page.getByRole('heading', { level: 1, name: 'API-Referenz' }).waitFor();
    await page.close();
  });
});
