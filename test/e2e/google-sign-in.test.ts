import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOTS, startBrowserApp, type BrowserApp } from '../support/start-browser-app';

let app: BrowserApp;
beforeAll(async () => {
  app = await startBrowserApp({ google: true });
}, 180_000);
afterAll(async () => {
  await app?.close();
});

describe('Google sign-in in the browser (a real OpenID provider standing in for Google)', () => {
  it('goes to the provider, logs in and consents, comes back signed in, refreshes the token and signs out', async () => {
    const page = await app.browser.newPage();
    await page.goto(`${app.baseUrl}/dashboard/all`);
    await page.getByTestId('login-link').click();
    await page.getByTestId('google-sign-in').waitFor();
    await page.screenshot({ path: join(SHOTS, 'login.png'), fullPage: true });
    await page.getByTestId('google-sign-in').click();

    // The provider's own login and consent forms.
    await page.locator('input[name="login"]').fill('alice');
    await page.locator('input[name="password"]').fill('any');
    await page.locator('button[type="submit"]').click();
    await page.locator('button[type="submit"]').click();

    await page.waitForURL(`${app.baseUrl}/dashboard`);
    await expect.poll(() => page.getByTestId('account-link').textContent()).toBe('Test alice');
    const stored = await app.db.prisma.oAuthAccount.findFirstOrThrow({ where: { provider: 'google', subject: 'alice' }, include: { user: true } });
    expect(stored.user).toMatchObject({ email: 'alice@example.test', isGuest: false });
    expect(stored.refreshToken).toBeTruthy();
    const cookies = await app.browser.cookies();
    expect(cookies.find((c) => c.name === 'kinora_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    // Token refresh: a new access token and expiry from the refresh token (called as the web app calls mutations).
    const refreshed = await page.evaluate(async () => {
      const csrf = /(?:^|;\s*)kinora_csrf=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch('/trpc/auth.refreshToken', { method: 'POST', headers: { 'x-kinora-csrf': csrf, 'content-type': 'application/json' }, body: '{}' });
      return (await response.json()) as { result?: { data?: { expiryDate: string } } };
    });
    expect(Date.parse(refreshed.result!.data!.expiryDate)).toBeGreaterThan(Date.now());
    const after = await app.db.prisma.oAuthAccount.findFirstOrThrow({ where: { id: stored.id } });
    expect(after.accessToken).not.toBe(stored.accessToken);

    await page.goto(`${app.baseUrl}/account`);
    await page.getByTestId('account').waitFor();
    await page.screenshot({ path: join(SHOTS, 'account.png'), fullPage: true });
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.getByTestId('login-link').waitFor();
  });
});
