import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSession, generateSessionToken, newUserId, SESSION_COOKIE } from '../../server/auth/sessions';
import { launchChromium } from '../support/launch-chromium';
import { SHOTS, useWebApp } from '../support/use-web-app';
import { openPage } from '../support/open-page';

const web = useWebApp();

describe('gate screens for visitors', () => {
  it('the operators’ page asks a visitor to log in', async () => {
    const page = await openPage(web.browser, `${web.app.baseUrl}/admin/jobs`);
    await page.locator('[data-gate=login-required]').waitFor();
    expect(await page.getByText('Failed jobs').count()).toBe(0);
    await page.close();
  });

  it('a page for signed-in users asks a visitor to log in', async () => {
    const page = await openPage(web.browser, `${web.app.baseUrl}/account`);
    const gate = page.locator('[data-gate=login-required]');
    await gate.getByRole('heading', { name: 'Login required' }).waitFor();
    expect(await gate.innerText()).toContain('Please log in first to view this page.');
    await page.screenshot({ path: join(SHOTS, 'gate-login-en-US.png'), fullPage: true });
    await gate.getByRole('link', { name: 'Log in' }).click();
    // The login page, which brings the visitor back here once signed in.
    await page.getByTestId('login').waitFor();
    expect(new URL(page.url()).searchParams.get('next')).toBe('/account');
    await page.locator('#login-email').fill('grace@example.com');
    await page.getByRole('button', { name: 'Log in with email' }).click();
    await page.waitForURL(`${web.app.baseUrl}/account`);
    await page.getByTestId('account').getByText('grace@example.com').waitFor();
    // The next tests are visitors again.
    await page.context().clearCookies();
    await page.close();
  });

  it('a feature that needs an account (buying) asks a visitor to sign up', async () => {
    const page = await openPage(web.browser, `${web.app.baseUrl}/pricing`);
    await page.locator('[data-tier=tier-business]').getByRole('link', { name: 'Subscribe' }).click();
    const gate = page.locator('[data-gate=authentication-required]');
    await gate.getByRole('heading', { name: 'Authentication required' }).waitFor();
    expect(await gate.getByRole('link', { name: 'Sign up' }).count()).toBe(1);
    await page.close();
  });
});

describe('gate screens for signed-in users', () => {
  it('a signed-in user sees their account and the checkout, and Unauthorized on the operators’ page', async () => {
    const user = await web.app.db.prisma.user.create({ data: { id: newUserId(), isGuest: false, name: 'Ada Lovelace', email: 'ada@example.com' } });
    const token = generateSessionToken();
    await createSession(web.app.db.prisma, token, user.id);
    const context = await launchChromium();
    try {
      await context.addCookies([{ name: SESSION_COOKIE, value: token, url: web.app.baseUrl }]);
      const page = await context.newPage();
      await page.goto(`${web.app.baseUrl}/account`);
      await page.getByTestId('account').getByText('Ada Lovelace').waitFor();
      await page.goto(`${web.app.baseUrl}/checkout?tier=tier-pro`);
      await page.getByTestId('checkout').getByRole('radio', { name: /^20 credits/ }).waitFor();
      await page.goto(`${web.app.baseUrl}/admin`);
      const gate = page.locator('[data-gate=unauthorized]');
      await gate.getByText('You are not authorized to view this page.').waitFor();
      await page.screenshot({ path: join(SHOTS, 'gate-unauthorized-en-US.png'), fullPage: true });
      await gate.getByRole('link', { name: 'Go to dashboard' }).click();
      await page.waitForURL(`${web.app.baseUrl}/dashboard/all`);
    } finally {
      await context.close();
    }
  });
});

describe('the mobile gate', () => {
  it('desktop-only tools say so on a phone; other tools stay usable', async () => {
    const phone = await launchChromium({ viewport: { width: 390, height: 844 } });
    try {
      const page = await phone.newPage();
      await page.goto(`${web.app.baseUrl}/one-editor`);
      const gate = page.locator('[data-gate=mobile-not-supported]');
      await gate.getByRole('heading', { name: 'Mobile not supported' }).waitFor();
      expect(await gate.innerText()).toContain('Please use a desktop browser to access this page.');
      await page.screenshot({ path: join(SHOTS, 'gate-mobile-en-US.png'), fullPage: true });
      await page.goto(`${web.app.baseUrl}/video-sharpener`);
      await page.getByText('Drop a video', { exact: false }).first().waitFor();
      expect(await page.locator('[data-gate]').count()).toBe(0);
      await page.addInitScript(() => localStorage.setItem('kinora', JSON.stringify({ ui: { locale: 'ar-AE' } })));
      await page.goto(`${web.app.baseUrl}/one-editor`);
      await page.locator('[data-gate=mobile-not-supported]').waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await page.screenshot({ path: join(SHOTS, 'gate-mobile-ar-AE.png'), fullPage: true });
    } finally {
      await phone.close();
    }
    const desktop = await openPage(web.browser, `${web.app.baseUrl}/one-editor`);
    // On a desktop the editor opens: its start page (new project, the projects list), no gate and no "coming soon".
    await desktop.getByTestId('editor-start').waitFor();
    expect(await desktop.getByTestId('coming-soon').count()).toBe(0);
    expect(await desktop.locator('[data-gate]').count()).toBe(0);
    await desktop.close();
  });
});
