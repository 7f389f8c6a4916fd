import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSession, generateSessionToken, newUserId, SESSION_COOKIE } from '../../server/auth/sessions';
import { launchChromium } from '../support/launch-chromium';
import { openPage } from '../support/open-page';
import { SHOTS, useWebApp } from '../support/use-web-app';

const web = useWebApp();

/** A signed-in account on `plan`, in a browser holding its session. */
async function account(plan: string, locale = 'en-US') {
  const prisma = web.app.db.prisma;
  const user = await prisma.user.create({ data: { id: newUserId(), isGuest: false, plan, name: 'Grace Hopper', email: `gh-${plan}-${Date.now()}@example.com` } });
  const token = generateSessionToken();
  await createSession(prisma, token, user.id);
  const browser = await launchChromium({ locale });
  await browser.addCookies([{ name: SESSION_COOKIE, value: token, url: web.app.baseUrl }]);
  return { user, browser };
}

describe('settings: webhooks', () => {
  it('adds an endpoint, shows its secret once, and lists its deliveries with their attempts and response', async () => {
    const { user, browser } = await account('business');
    try {
      const page = await openPage(browser, `${web.app.baseUrl}/settings`);
      const panel = page.getByTestId('settings-webhooks');
      await panel.getByLabel('Endpoint address').fill('http://127.0.0.1:9/kinora');
      await panel.getByLabel('Progress (25, 50 and 75%)').check();
      await panel.getByRole('button', { name: 'Add endpoint' }).click();
      const secret = await panel.getByTestId('webhook-secret').locator('code').textContent();
      expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
      await expect.poll(() => panel.getByTestId('webhook-endpoints').textContent()).toContain('http://127.0.0.1:9/kinora');
      expect(await panel.getByText('No deliveries yet.').isVisible()).toBe(true);

      // A delivery that took two attempts, as the delivery workflow records it.
      const prisma = web.app.db.prisma;
      const endpoint = await prisma.webhookEndpoint.findFirstOrThrow({ where: { userId: user.id } });
      const payload = { id: 'evt_settings', type: 'job.completed', created: new Date().toISOString(), data: { job_id: 'job-1', tool_id: 'video_sharpener', stage: 'done', status: 'download_ready' } };
      await prisma.jobEvent.create({ data: { id: 'evt_settings', userId: user.id, jobId: 'job-1', type: 'job.completed', payload } });
      await prisma.webhookDelivery.create({ data: { id: 'dlv_settings', eventId: 'evt_settings', endpointId: endpoint.id, status: 'delivered', attempts: 2, lastResponseCode: 200 } });
      await page.reload();
      const row = page.getByTestId('webhook-deliveries').locator('tbody tr');
      await expect.poll(() => row.count()).toBe(1);
      expect((await row.locator('td').allTextContents()).slice(0, 4)).toEqual(['Completedevt_settings', 'Delivered', '2', '200']);
      expect(await row.getByRole('button', { name: 'Redeliver' }).isEnabled()).toBe(true);
      // Reloaded, the page no longer shows the secret.
      expect(await panel.getByTestId('webhook-secret').count()).toBe(0);
      await page.screenshot({ path: join(SHOTS, 'settings-webhooks-en-US.png'), fullPage: true });
      await page.close();
    } finally {
      await browser.close();
    }
  });

  it('refuses an address it cannot send to, with a translated message, and tells other plans where webhooks are', async () => {
    const { browser } = await account('business', 'de-DE');
    try {
      const page = await openPage(browser, `${web.app.baseUrl}/settings`, 'de-DE');
      const panel = page.getByTestId('settings-webhooks');
      await panel.getByLabel('Endpunkt-Adresse').fill('ftp://example.com/hook');
      // The browser's own URL check passes ftp: the server's rule refuses it, in German.
      await panel.getByRole('button', { name: 'Endpunkt hinzufügen' }).click();
      await expect.poll(() => panel.locator('[data-error-code]').getAttribute('data-error-code')).toBe('webhook_url_invalid');
      expect(await panel.locator('[data-error-code]').textContent()).toContain('https://');
      await page.close();
    } finally {
      await browser.close();
    }
    const pro = await account('pro');
    try {
      const page = await openPage(pro.browser, `${web.app.baseUrl}/settings`);
      await expect.poll(() => page.getByTestId('settings-webhooks').textContent()).toContain('Webhooks are included in the Business and Enterprise plans.');
      expect(await page.getByTestId('settings-webhooks').getByLabel('Endpoint address').count()).toBe(0);
      await page.close();
    } finally {
      await pro.browser.close();
    }
  });
});
