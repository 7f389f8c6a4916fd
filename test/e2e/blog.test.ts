import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHOTS, useWebApp } from '../support/use-web-app';
import { openPage } from '../support/open-page';

const web = useWebApp();

describe('the blog', () => {
  it('lists the posts, filters them by category and opens one', async () => {
    const page = await openPage(web.browser, `${web.app.baseUrl}/blog`);
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    await page.locator('[data-post]').first().waitFor();
    expect(await page.locator('[data-post]').count()).toBeGreaterThanOrEqual(6);
    expect(await page.getByTestId('english-only').count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'blog-en-US.png'), fullPage: true });
    await page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link', { name: 'How-to' }).click();
    await page.waitForURL(/category=howto/);
    expect(await page.locator('[data-post]').count()).toBe(1);
    await page.locator('[data-post=how-to-sharpen-a-blurry-video]').click();
    const post = page.getByTestId('blog-post');
    await post.getByRole('heading', { level: 1, name: 'How to sharpen a blurry video in your browser' }).waitFor();
    await post.getByRole('heading', { level: 2, name: '2. Choose the part and the strength' }).waitFor();
    expect(await page.title()).toBe('How to sharpen a blurry video in your browser | Kinora');
    await page.screenshot({ path: join(SHOTS, 'blog-post-en-US.png'), fullPage: true });
    await page.close();
  });

  it('is readable without JavaScript', async () => {
    const body = await (await fetch(`${web.app.baseUrl}/blog/how-to-sharpen-a-blurry-video`)).text();
    expect(body).toContain('How to sharpen a blurry video in your browser</h1>');
    expect(body).toContain('<strong>Finish sharpening</strong>');
    expect(await (await fetch(`${web.app.baseUrl}/blog`)).text()).toContain('Why every Kinora tool is a durable workflow');
  });

  it('says posts are in English only to readers of other languages, right to left in Arabic', async () => {
    const page = await openPage(web.browser, `${web.app.baseUrl}/blog/credits-previews-and-premium-export`, 'ar-AE');
    await page.getByTestId('english-only').getByText('مقالات المدونة متاحة باللغة الإنجليزية فقط.').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.getByText('قاعدة المعرفة').count()).toBe(1);
    await page.screenshot({ path: join(SHOTS, 'blog-post-ar-AE.png'), fullPage: true });
    await page.close();
  });
});
