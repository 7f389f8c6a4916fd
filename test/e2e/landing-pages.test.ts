import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getLandingPages } from '../../domain/catalogue/get-landing-pages';
import { SHOTS, useWebApp } from '../support/use-web-app';
import { openPage, waitForApp } from '../support/open-page';

const web = useWebApp();

async function get(path: string): Promise<{ status: number; type: string; body: string }> {
  const response = await fetch(`${web.app.baseUrl}${path}`, { redirect: 'manual' });
  return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text() };
}

describe('landing pages without JavaScript (plain HTTP)', () => {
  it('serves a keyword page prerendered, with its heading, description and head tags', async () => {
    const { status, body } = await get('/tools/blur-face-in-videos-online');
    expect(status).toBe(200);
    expect(body).toMatch(/<h1[^>]*>Blur faces in videos online<\/h1>/);
    expect(body).toContain('Blurring faces online means no software to install and no frames to mark.');
    expect(body).toContain('<title>Blur faces in videos online – AI Face Blurring | Kinora</title>');
    expect(body).toContain('<meta name="description" content="Blur faces in videos online: upload in your browser, let AI find each face, choose whom to blur and download the result. Free preview included." />');
    expect(body).toMatch(/<link rel="canonical" href="[^"]+\/tools\/blur-face-in-videos-online" \/>/);
    expect(body).toContain('<meta property="og:title"');
    expect(body.match(/rel="alternate" hreflang="[a-z]{2}-[A-Z]{2}"/g)).toHaveLength(18);
    expect(body).toContain('The first 15 seconds are free at 720p with a watermark; the full export costs 0.2 credits per second.');
  });

  it('serves each page prerendered in every locale, Arabic right to left', async () => {
    const french = await get('/fr-FR/tools/video-sharpening');
    expect(french.status).toBe(200);
    expect(french.body).toContain('<html lang="fr-FR" dir="ltr">');
    expect(french.body).toMatch(/<h1[^>]*>Rendez vos vidéos floues plus nettes en ligne<\/h1>/);
    expect(french.body).toMatch(/<link rel="canonical" href="[^"]+\/fr-FR\/tools\/video-sharpening" \/>/);
    const german = await get('/de-DE/tools/blur-face-in-videos-online');
    expect(german.body).toMatch(/<h1[^>]*>Gesichter in Videos online verpixeln<\/h1>/);
    const arabic = await get('/ar-AE/pricing');
    expect(arabic.body).toContain('<html lang="ar-AE" dir="rtl">');
    expect(arabic.body).toContain('الأكثر شيوعًا');
  });

  it('serves every landing page of the catalogue and the pricing page', async () => {
    for (const page of getLandingPages()) {
      const { status, body } = await get(`/tools/${page.slug}`);
      expect(status, page.slug).toBe(200);
      expect(body, page.slug).toMatch(/<h1 class="landing-title"/);
    }
    const index = await get('/tools');
    for (const page of getLandingPages()) expect(index.body, page.slug).toContain(`href="/tools/${page.slug}"`);
    const pricing = await get('/pricing');
    expect(pricing.body).toContain('Most popular');
    expect(pricing.body).toContain('$15.90');
  });

  it('generates sitemap.xml and robots.txt, and keeps the app’s own routes on the SPA fallback', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.body).toContain('/tools/video-sharpening</loc>');
    const posts = readdirSync(resolve(import.meta.dirname, '../../web/blog/posts')).length;
    // Landing pages and their index, pricing, the six dashboard sections, the blog and its posts.
    expect(sitemap.body.match(/<loc>/g)?.length).toBe(getLandingPages().length + 1 + 1 + 6 + 1 + posts);
    expect(sitemap.body).toContain('/blog</loc>');
    expect((await get('/robots.txt')).body).toContain('Sitemap: ');
    const dashboard = await get('/dashboard/all');
    expect(dashboard.status).toBe(200);
    expect(dashboard.body).toContain('<div id="root"></div>');
    expect((await get('/tools/not-a-page')).body).toContain('<div id="root"></div>');
  });
});

describe('landing pages in the browser', () => {
  it('shows the tool’s page and its call to action opens the tool', async () => {
    const page = await openPage(web.browser, `${web.app.baseUrl}/tools/video-sharpening`);
    const landing = page.getByTestId('landing-page');
    await landing.getByRole('heading', { level: 1, name: 'Sharpen blurry videos online' }).waitFor();
    expect(await page.title()).toBe('Sharpen blurry videos online | Video Sharpener | Kinora');
    expect(await landing.getByTestId('tool-facts').innerText()).toContain('0.01 credits / second');
    // The app may replace the prerendered page between a click and its effect: try the click again until it shows.
    const answer = landing.getByText('1 second to 2 minutes per job; the free preview covers 60 seconds.', { exact: false });
    for (let attempt = 0; attempt < 10 && !(await answer.isVisible()); attempt++) {
      await landing.getByText('How much can I sharpen at once?').click();
      await answer.waitFor({ timeout: 2000 }).catch(() => undefined);
    }
    await answer.waitFor();
    expect(await landing.getByRole('link', { name: /Video Upscaler/ }).count()).toBe(1);
    await page.screenshot({ path: join(SHOTS, 'landing-en-US.png'), fullPage: true });
    await landing.getByTestId('landing-cta').click();
    await page.waitForURL(`${web.app.baseUrl}/video-sharpener`);
    await page.getByText('Drop a video', { exact: false }).first().waitFor();
    await page.close();
  });

  it('runs none of the app’s code until the visitor interacts, and still records the view, once', async () => {
    const page = await web.browser.newPage();
    const views = async (path: string) => (await web.app.db.prisma.analyticsEvent.findMany({ where: { name: 'page_view', path } })).length;
    const appRequests: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/trpc/') || path === '/api/session') appRequests.push(path);
    });
    await page.goto(`${web.app.baseUrl}/tools/video-upscaler`);
    // Idle, the page records its view by itself: the app has not started (no session, no query, no live bar).
    await expect.poll(() => views('/tools/video-upscaler'), { timeout: 15_000 }).toBe(1);
    expect(appRequests).toEqual([]);
    expect(await page.locator('header[data-live]').count()).toBe(0);
    // The first interaction starts the app, which does not count the page again; its next page it does count.
    await waitForApp(page);
    await page.getByRole('link', { name: 'Pricing' }).first().click();
    await expect.poll(() => views('/pricing')).toBe(1);
    expect(await views('/tools/video-upscaler')).toBe(1);
    await page.close();
  });

  it('an unknown slug is not found', async () => {
    const page = await openPage(web.browser, `${web.app.baseUrl}/tools/not-a-page`);
    await page.getByText('Page not found').waitFor();
    await page.close();
  });

  it('the hreflang target /ar-AE/… shows the page in Arabic, right to left, and the app keeps Arabic', async () => {
    const page = await web.browser.newPage();
    await page.goto(`${web.app.baseUrl}/ar-AE/tools/video-sharpening`);
    await waitForApp(page);
    await page.getByTestId('landing-page').getByRole('heading', { level: 1, name: 'زِد حدة مقاطع الفيديو الضبابية عبر الإنترنت' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(new URL(page.url()).pathname).toBe('/tools/video-sharpening');
    await page.screenshot({ path: join(SHOTS, 'landing-ar-AE.png'), fullPage: true });
    await page.close();
  });
});
