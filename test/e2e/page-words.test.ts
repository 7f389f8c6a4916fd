import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getLandingPages } from '../../domain/catalogue/get-landing-pages';
import { getLandingHref } from '../../domain/catalogue/landing-pages';
import { LOCALES } from '../../web/i18n/locales';
import { getLocalizedPath } from '../../web/i18n/get-localized-path';
import { measureTextOverlap, measureWordOverlap } from '../../web/landing/measure-word-overlap';
import { SHOTS, useWebApp } from '../support/use-web-app';
import { WEB_DIST } from '../support/start-web-app';
import { openPage } from '../support/open-page';
import { launchChromium } from '../support/launch-chromium';
import { readCatalog } from '../support/read-translations';

const web = useWebApp();
const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** A prerendered landing page's head and article text, read from the build (dist/web). */
function readPrerendered(slug: string, locale: (typeof LOCALES)[number]) {
  const html = readFileSync(join(WEB_DIST, getLocalizedPath(getLandingHref(slug), locale), 'index.html'), 'utf8');
  const article = /<article[^>]*data-testid="landing-page"[^>]*>([\s\S]*?)<\/article>/.exec(html)?.[1] ?? '';
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ''),
    text: decode(article.replace(/<[^>]+>/g, ' ')),
  };
}

// Chinese, Japanese and Korean say as much in far fewer characters: their descriptions hold the same sentences.
const CJK = new Set(['ja-JP', 'ko-KR', 'zh-CN']);
const pct = (share: number) => `${(share * 100).toFixed(1)}%`;

describe('the words of the landing pages, as built', () => {
  it('give every landing page its own title and a meta description of 120 to 160 characters, in every locale', () => {
    for (const locale of LOCALES) {
      const heads = getLandingPages().map((page) => ({ slug: page.slug, ...readPrerendered(page.slug, locale) }));
      expect(new Set(heads.map((head) => head.title)).size, locale).toBe(heads.length);
      expect(new Set(heads.map((head) => head.description)).size, locale).toBe(heads.length);
      for (const head of heads) {
        expect(head.description.length, `${locale} ${head.slug}: ${head.description}`).toBeGreaterThanOrEqual(CJK.has(locale) ? 50 : 120);
        expect(head.description.length, `${locale} ${head.slug}: ${head.description}`).toBeLessThanOrEqual(160);
      }
    }
  });

  it('copy no text from page to page: at most 40% of a rendered page’s three-word runs occur in its closest other page', () => {
    const pages = getLandingPages().map((page) => ({ id: page.slug, text: readPrerendered(page.slug, 'en-US').text }));
    const text = measureTextOverlap(pages).sort((a, b) => a.share - b.share);
    const words = measureWordOverlap(pages).map((overlap) => overlap.share).sort((a, b) => a - b);
    const median = (values: number[]) => values[Math.floor(values.length / 2)]!;
    // The figures for bench notes: three-word runs (copied text) and distinct words (shared vocabulary).
    console.log(`landing overlap, ${pages.length} pages: text min ${pct(text[0]!.share)} median ${pct(median(text.map((o) => o.share)))} max ${pct(text.at(-1)!.share)} (${text.at(-1)!.id} ~ ${text.at(-1)!.closest}); words min ${pct(words[0]!)} median ${pct(median(words))} max ${pct(words.at(-1)!)}`);
    expect(text.at(-1)!.share, `${text.at(-1)!.id} ~ ${text.at(-1)!.closest}`).toBeLessThanOrEqual(0.4);
  });

  it('speaks of Shorts and 9:16 on the YouTube Shorts page, of green screens on the green screen page', () => {
    const shorts = readPrerendered('youtube-short-maker', 'en-US');
    expect(shorts.text).toContain('YouTube Shorts are vertical videos');
    expect(shorts.text).toContain('9:16');
    expect(readPrerendered('green-screen-remover', 'en-US').text).toMatch(/green screen/i);
  });
});

describe('tab titles', () => {
  const routes = [
    ['/dashboard/cut', (t: (id: string) => string) => t('{category} tools').replace('{category}', t('Cut'))],
    ['/files', (t: (id: string) => string) => t('Files')],
    ['/projects', (t: (id: string) => string) => t('Projects')],
    ['/settings', (t: (id: string) => string) => t('Settings')],
    ['/workflows', (t: (id: string) => string) => t('Workflows')],
    ['/workflows/new', (t: (id: string) => string) => t('Create workflow')],
    ['/video-sharpener', (t: (id: string) => string) => t('{tool}: upload a video').replace('{tool}', t('Video Sharpener'))],
    ['/video-sharpener/no-such-job-1', (t: (id: string) => string) => t('Your job – {tool}').replace('{tool}', t('Video Sharpener'))],
    ['/no/such/page', (t: (id: string) => string) => t('Page not found')],
  ] as const;

  it.each(['en-US', 'de-DE'])('name each page in %s', async (locale) => {
    const catalog = readCatalog(locale);
    const t = (id: string) => catalog.get(id) || id;
    const titles = new Set<string>();
    for (const [path, expected] of routes) {
      const page = await openPage(web.browser, `${web.app.baseUrl}${path}`, locale);
      await expect.poll(() => page.title(), { timeout: 10_000 }).toBe(`${expected(t)} | Kinora`);
      titles.add(await page.title());
      await page.close();
    }
    expect(titles.size).toBe(routes.length);
    if (locale === 'de-DE') expect(titles.has('Files | Kinora')).toBe(false);
  });
});

describe('pricing says what plans buy', () => {
  it.each([
    ['en-US', 1366, 900], ['en-US', 390, 844], ['ar-AE', 1366, 900], ['ar-AE', 390, 844],
  ] as const)('in %s at %i px: Premium from its first bundle, and minutes of each tool per plan', async (locale, width, height) => {
    const browser = await launchChromium({ viewport: { width, height } });
    try {
      const page = await openPage(browser, `${web.app.baseUrl}/pricing?currency=usd`, locale);
      const premium = page.locator('[data-tier="tier-premium"]');
      await expect.poll(() => premium.getByTestId('tier-amount').innerText()).toMatch(/7[.,]90/);
      expect(await premium.innerText()).not.toMatch(/21[.,]60/);
      const table = page.getByTestId('credit-allowances');
      // 10 credits of the sharpener (0.01 credit/s) are 1000 s: 16 whole minutes; of the upscaler (0.5 credit/s), 20 s.
      if (locale === 'en-US') {
        expect(await premium.innerText()).toContain('10 credits, pay as you go');
        expect(await table.locator('tr[data-tool="video_sharpener"] td').first().innerText()).toBe('16 min');
        expect(await table.locator('tr[data-tool="video_enhancer"] td').first().innerText()).toBe('20 s');
        expect(await table.locator('tr[data-tool="video_summarizer_chat"] td').first().innerText()).toBe('10 messages');
      }
      expect(await table.locator('tbody tr').count()).toBeGreaterThan(10);
      await page.screenshot({ path: join(SHOTS, `pricing-allowances-${locale}-${width}.png`), fullPage: true });
      await page.close();
    } finally {
      await browser.close();
    }
  });
});

describe('blog language links', () => {
  it('a post links only its English version, and its copies under other locales point there', async () => {
    const html = await (await fetch(`${web.app.baseUrl}/de-DE/blog/resumable-uploads`)).text();
    expect(html.match(/hreflang="[a-z]{2}-[A-Z]{2}"/g)).toEqual(['hreflang="en-US"']);
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/blog\/resumable-uploads" \/>/);
    const pricing = await (await fetch(`${web.app.baseUrl}/de-DE/pricing`)).text();
    expect(pricing.match(/hreflang="[a-z]{2}-[A-Z]{2}"/g)).toHaveLength(18);
  });
});

describe('landing pages on screens', () => {
  it.each([
    ['en-US', 1366, 900], ['en-US', 390, 844], ['ar-AE', 1366, 900], ['ar-AE', 390, 844],
  ] as const)('the YouTube Shorts page in %s at %i px', async (locale, width, height) => {
    const browser = await launchChromium({ viewport: { width, height } });
    try {
      const page = await openPage(browser, `${web.app.baseUrl}/tools/youtube-short-maker`, locale);
      await page.getByTestId('landing-page').getByRole('heading', { level: 1 }).waitFor();
      if (locale === 'en-US') await page.getByTestId('landing-lead').getByText('YouTube Shorts are vertical videos', { exact: false }).waitFor();
      expect(await page.getByRole('navigation', { name: locale === 'en-US' ? 'Related searches' : readCatalog(locale).get('Related searches')! }).getByRole('link').count()).toBe(4);
      await page.screenshot({ path: join(SHOTS, `landing-shorts-${locale}-${width}.png`), fullPage: true });
      await page.close();
    } finally {
      await browser.close();
    }
  });
});

describe('the visitor’s language before the first paint', () => {
  it('a returning German visitor opening an English prerendered page gets the German copy at once, before any interaction', async () => {
    const page = await web.browser.newPage();
    await page.addInitScript(() => localStorage.setItem('kinora', JSON.stringify({ ui: { locale: 'de-DE' } })));
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(new URL(request.url()).pathname);
    });
    await page.goto(`${web.app.baseUrl}/tools/blur-face-in-videos-online`, { waitUntil: 'domcontentloaded' });
    // The app has not started (no interaction): what shows is the prerendered German page the script switched to.
    await page.getByRole('heading', { level: 1, name: 'Gesichter in Videos online verpixeln' }).waitFor();
    expect(documents).toEqual(['/tools/blur-face-in-videos-online', '/de-DE/tools/blur-face-in-videos-online']);
    expect(await page.locator('header[data-live]').count()).toBe(0);
    await page.close();
  });

  it('a visitor who chose English stays on the English page', async () => {
    const page = await web.browser.newPage();
    await page.addInitScript(() => localStorage.setItem('kinora', JSON.stringify({ ui: { locale: 'en-US' } })));
    await page.goto(`${web.app.baseUrl}/pricing`, { waitUntil: 'domcontentloaded' });
    expect(new URL(page.url()).pathname).toBe('/pricing');
    await page.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();
    await page.close();
  });
});

describe('phones: the menu button and the first tool above the fold', () => {
  it.each([
    ['en-US', 390, 844], ['ar-AE', 390, 844], ['en-US', 1366, 900], ['ar-AE', 1366, 900],
  ] as const)('%s at %i px', async (locale, width, height) => {
    const browser = await launchChromium({ viewport: { width, height } });
    try {
      const page = await openPage(browser, `${web.app.baseUrl}/dashboard/all`, locale);
      const menu = page.locator('header[data-live] .menu-button');
      const filesLink = page.locator('header[data-live] .nav a[href="/files"]');
      const firstCard = page.locator('main .tool-card').first();
      await firstCard.waitFor();
      if (width < 640) {
        expect(await menu.isVisible()).toBe(true);
        expect(await filesLink.isVisible()).toBe(false);
        // The bar is one row, so the first tool card starts within the first screen (banner included).
        const box = (await firstCard.boundingBox())!;
        expect(box.y + 40, `first card at ${box.y}px`).toBeLessThan(height);
        await page.screenshot({ path: join(SHOTS, `phone-dashboard-${locale}-${width}.png`) });
        await menu.click();
        expect(await menu.getAttribute('aria-expanded')).toBe('true');
        await filesLink.waitFor();
        await page.screenshot({ path: join(SHOTS, `phone-menu-open-${locale}-${width}.png`) });
        await filesLink.click();
        await page.waitForURL(`${web.app.baseUrl}/files`);
        expect(await filesLink.isVisible()).toBe(false);
      } else {
        expect(await menu.isVisible()).toBe(false);
        expect(await filesLink.isVisible()).toBe(true);
        await page.screenshot({ path: join(SHOTS, `desktop-dashboard-${locale}-${width}.png`) });
      }
      await page.close();
    } finally {
      await browser.close();
    }
  });
});
