import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isBlackFridayActive } from '../../domain/promotions/black-friday';
import { launchChromium } from '../support/launch-chromium';
import { SHOTS, useWebApp } from '../support/use-web-app';
import { openPage } from '../support/open-page';

const web = useWebApp({ locale: 'en-US' });

describe('the pricing page', () => {
  it('shows the tiers, switches to annual billing and to another currency', async () => {
    const page = await openPage(web.browser, `${web.app.baseUrl}/pricing`);
    const pro = page.locator('[data-tier=tier-pro]');
    await pro.getByText('$15.90').waitFor();
    expect(await pro.getByText('Most popular').count()).toBe(1);
    expect(await page.getByText('Most popular').count()).toBe(1);
    const enterprise = page.locator('[data-tier=tier-enterprise]');
    expect(await enterprise.getByText('Custom', { exact: true }).count()).toBe(1);
    expect(await enterprise.getByRole('button', { name: 'Contact us' }).count()).toBe(1);
    expect(await page.locator('[data-tier=tier-business]').getByText('$42.90').count()).toBe(1);
    await page.screenshot({ path: join(SHOTS, 'pricing-en-US.png'), fullPage: true });

    await page.getByRole('radio', { name: /Annual/ }).click();
    await pro.getByText('$12.90').waitFor();
    expect(await pro.getByText('billed $154.80 per year').count()).toBe(1);
    expect(await page.getByTestId('credit-bundles').getByText('$3,478.80 per year').count()).toBe(1);

    await page.getByLabel('Currency').selectOption('eur');
    await pro.getByText('€11.90').waitFor();
    expect(await pro.getByText('$12.90').count()).toBe(0);
    await page.getByRole('radio', { name: 'Monthly' }).click();
    await pro.getByText('€14.90').waitFor();
    await page.close();
  });

  it('explains each feature on hover; buying asks a visitor to sign up first', async () => {
    const page = await openPage(web.browser, `${web.app.baseUrl}/pricing`);
    const basic = page.locator('[data-tier=tier-basic]');
    const tooltip = basic.getByRole('tooltip', { name: 'Any processed job counts as an upload.', includeHidden: true });
    expect(await tooltip.isVisible()).toBe(false);
    await basic.getByText('3 uploads per day').hover();
    await tooltip.waitFor({ state: 'visible' });
    await page.locator('[data-tier=tier-pro]').getByRole('link', { name: 'Subscribe' }).click();
    await page.waitForURL(/\/checkout\?tier=tier-pro&cycle=monthly&currency=usd$/);
    const gate = page.locator('[data-gate=authentication-required]');
    await gate.getByRole('heading', { name: 'Authentication required' }).waitFor();
    expect(await gate.getByRole('link', { name: 'Sign up' }).count()).toBe(1);
    await page.close();
  });

  it('shows the Black Friday banner, linking to pricing, only while the promotion runs', async () => {
    const page = await openPage(web.browser, `${web.app.baseUrl}/dashboard/all`);
    await page.getByText('Video Sharpener').first().waitFor();
    const banner = page.getByTestId('black-friday-banner');
    if (!isBlackFridayActive(Date.now())) {
      expect(await banner.count()).toBe(0);
      return;
    }
    expect(await banner.innerText()).toContain('20% off purchases over $100.00 with code BLACKFRIDAY');
    await banner.getByRole('link', { name: 'See pricing' }).click();
    await page.waitForURL(`${web.app.baseUrl}/pricing`);
    await page.close();
  });

  it('prices in the browser’s currency and mirrors in Arabic', async () => {
    const german = await launchChromium({ locale: 'de-DE' });
    try {
      const page = await german.newPage();
      await page.goto(`${web.app.baseUrl}/pricing`);
      await page.locator('[data-tier=tier-pro]').getByText('14,90 €').waitFor();
      await page.close();
    } finally {
      await german.close();
    }
    const page = await openPage(web.browser, `${web.app.baseUrl}/pricing`, 'ar-AE');
    await page.locator('[data-tier=tier-pro]').getByText('الأكثر شيوعًا').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const badge = await page.locator('[data-tier=tier-pro] .tier-badge').boundingBox();
    const card = await page.locator('[data-tier=tier-pro]').boundingBox();
    // The badge sits at the card's inline start: its right edge in right-to-left Arabic.
    const rightGap = card!.x + card!.width - (badge!.x + badge!.width);
    const leftGap = badge!.x - card!.x;
    expect(rightGap).toBeLessThan(leftGap);
    await page.screenshot({ path: join(SHOTS, 'pricing-ar-AE.png'), fullPage: true });
    await page.close();
  });
});
