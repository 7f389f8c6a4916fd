import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHOTS, useWebApp } from '../support/use-web-app';
import { openPage } from '../support/open-page';

const web = useWebApp();

describe('the dashboard', () => {
  it('/dashboard shows every category with its description, tools, tags and credit rates', async () => {
    const page = await openPage(web.browser, `${web.app.baseUrl}/dashboard`);
    const enhance = page.locator('[data-category=enhance]');
    await enhance.getByText('Upscale, sharpen, brighten, stabilize, slow down and clean up audio.').waitFor();
    expect(await page.locator('section[data-category]').count()).toBe(4);
    const sharpener = enhance.locator('[data-tool=video_sharpener]');
    expect(await sharpener.innerText()).toContain('0.01 credits / second');
    expect(await sharpener.locator('[data-tag]').count()).toBe(0);
    // OneEditor, the last tool to land, is no longer "Coming soon".
    expect(await page.locator('[data-tool=one_editor] [data-tag=upcoming]').count()).toBe(0);
    expect(await page.locator('[data-tool=highlight_video_maker] [data-tag=workflow]').innerText()).toBe('Workflow');
    expect(await page.locator('[data-tool=motion_graphics] [data-tag=new]').innerText()).toBe('New');
    await page.screenshot({ path: join(SHOTS, 'dashboard-en-US.png'), fullPage: true });
    await page.locator('[data-tool=one_editor]').click();
    await page.waitForURL(`${web.app.baseUrl}/one-editor`);
    await page.getByTestId('editor-start').waitFor();
    await page.close();
  });

  it('a category section lists only its tools', async () => {
    const page = await openPage(web.browser, `${web.app.baseUrl}/dashboard/create`);
    await page.getByTestId('category-description').getByText('Generate new videos from a prompt.').waitFor();
    await page.locator('[data-tool=motion_graphics]').waitFor();
    expect(await page.locator('[data-tool]').count()).toBe(1);
    await page.close();
  });
});

describe('addresses with an encoded question mark', () => {
  it('are rewritten by the server on a first load', async () => {
    const page = await openPage(web.browser, `${web.app.baseUrl}/pricing%3Fcycle%3Dannual`);
    await page.locator('[data-tier=tier-pro]').getByText('$12.90').waitFor();
    expect(new URL(page.url()).search).toBe('?cycle=annual');
    await page.close();
  });

  it('are rewritten by the app on an in-app navigation', async () => {
    const page = await openPage(web.browser, `${web.app.baseUrl}/dashboard/all`);
    await page.locator('[data-tool=video_sharpener]').waitFor();
    await page.evaluate(() => history.pushState(null, '', '/pricing%3Fcycle%3Dannual%26currency%3Deur'));
    await page.locator('[data-tier=tier-pro]').getByText('€11.90').waitFor();
    const url = new URL(page.url());
    expect(url.pathname + url.search).toBe('/pricing?cycle=annual&currency=eur');
    await page.close();
  });
});

describe('switching the interface language', () => {
  it('to Arabic translates and mirrors the layout', async () => {
    const page = await openPage(web.browser, `${web.app.baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'All tools' }).waitFor();
    const brandBefore = await page.locator('.brand').boundingBox();
    await page.getByLabel('Language').selectOption('ar-AE');
    await page.getByRole('heading', { name: 'كل الأدوات' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const brandAfter = await page.locator('.brand').boundingBox();
    expect(brandBefore!.x).toBeLessThan(200);
    expect(brandAfter!.x).toBeGreaterThan(1000);
    await page.screenshot({ path: join(SHOTS, 'dashboard-ar-AE.png'), fullPage: true });
    await page.close();
  });
});
