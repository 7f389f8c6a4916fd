import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { createSession, generateSessionToken, newUserId, SESSION_COOKIE } from '../../server/auth/sessions';
import { TOOLS } from '../../domain/catalogue/tools';
import { launchChromium } from '../support/launch-chromium';
import { openPage, waitForApp } from '../support/open-page';
import { SHOTS, useWebApp } from '../support/use-web-app';

const web = useWebApp();

/** A signed-in user (not an operator) with one finished sharpener job, in a browser holding their session. */
async function signedInBrowser(viewport?: { width: number; height: number }): Promise<{ browser: BrowserContext; jobPath: string }> {
  const prisma = web.app.db.prisma;
  const user = await prisma.user.create({ data: { id: newUserId(), isGuest: false, name: 'Grace Hopper', email: `grace-${Date.now()}@example.com` } });
  const file = await prisma.file.create({
    data: { id: `file-${user.id}`, userId: user.id, name: 'harbour.mp4', storageKey: `uploads/${user.id}/source`, sizeBytes: 1_500_000, receivedBytes: 1_500_000, status: 'ready', durationS: 12, width: 1280, height: 720, fps: 25, hasAudio: true },
  });
  const job = await prisma.job.create({
    data: { id: crypto.randomUUID(), userId: user.id, fileId: file.id, toolId: 'video_sharpener', plan: 'basic', status: 'work_done', rangeStartS: 0, rangeEndS: 12, options: { strength: 5 }, creditsMilli: 120 },
  });
  const token = generateSessionToken();
  await createSession(prisma, token, user.id);
  const browser = await launchChromium(viewport ? { viewport } : {});
  await browser.addCookies([{ name: SESSION_COOKIE, value: token, url: web.app.baseUrl }]);
  return { browser, jobPath: `/video-sharpener/${job.id}` };
}

/** Serious and critical WCAG 2 A/AA violations on the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

describe('accessibility', () => {
  it.each(['en-US', 'ar-AE'])('axe finds no serious or critical violation on the main page types in %s', async (locale) => {
    const { browser, jobPath } = await signedInBrowser();
    try {
      const pages: [string, string, string][] = [
        ['dashboard', '/dashboard/all', '[data-tool]'],
        ['tool', '/video-sharpener', '.dropzone'],
        ['job', jobPath, '[data-testid=job-status]'],
        ['pricing', '/pricing', '[data-tier]'],
        ['landing', '/tools/video-sharpening', '[data-testid=landing-page]'],
        ['settings', '/settings', '[data-testid=settings-plan]'],
        ['gate', '/admin/jobs', '[data-gate=unauthorized]'],
      ];
      const found: string[] = [];
      for (const [name, path, ready] of pages) {
        const page = await openPage(browser, `${web.app.baseUrl}${path}`, locale);
        await page.locator(ready).first().waitFor();
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(locale === 'ar-AE' ? 'rtl' : 'ltr');
        found.push(...(await seriousViolations(page)).map((v) => `${name}: ${v}`));
        // The user's e-mail address reads left to right on a right-to-left page too.
        if (name === 'settings') expect(await page.getByText('@example.com').evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
        await page.screenshot({ path: join(SHOTS, `a11y-${name}-${locale}.png`), fullPage: true });
        await page.close();
      }
      expect(found).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 120_000);
});

describe('layout at 360 px', () => {
  it('no horizontal overflow on mobile-open tools, landing pages, pricing, the blog and the account pages; a job\'s steps in one column', async () => {
    const { browser, jobPath } = await signedInBrowser({ width: 360, height: 780 });
    try {
      const toolPaths = TOOLS.filter((tool) => tool.flags.mobileOpen && !tool.deprecated).map((tool) => `/${tool.urlPath}`);
      const shots = new Set(['/pricing', '/tools/video-sharpening', '/blog', '/dashboard/all', '/video-sharpener', '/settings', '/files']);
      const paths = ['/pricing', '/tools', '/tools/video-sharpening', '/tools/video-upscaler', '/tools/blur-video-background', '/blog', '/blog/how-to-sharpen-a-blurry-video', '/dashboard/all', '/files', '/projects', '/settings', ...toolPaths];
      const overflowing: string[] = [];
      const page = await openPage(browser, `${web.app.baseUrl}/dashboard/all`);
      for (const path of paths) {
        await page.goto(`${web.app.baseUrl}${path}`);
        await waitForApp(page);
        await page.locator('main h1').first().waitFor();
        const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
        if (width.scroll > width.view) overflowing.push(`${path}: ${width.scroll}px`);
        if (shots.has(path)) await page.screenshot({ path: join(SHOTS, `mobile-360${path.replace(/\//g, '-')}.png`), fullPage: true });
      }
      expect(toolPaths.length).toBeGreaterThan(10);
      expect(overflowing).toEqual([]);
      // A job's five steps read top to bottom on a phone, one per row, rather than wrapping mid-sequence.
      await page.goto(`${web.app.baseUrl}${jobPath}`);
      await waitForApp(page);
      await page.locator('.stepper .step').first().waitFor();
      const stepStarts = await page.locator('.stepper .step').evaluateAll((steps) => steps.map((step) => Math.round(step.getBoundingClientRect().left)));
      expect(stepStarts).toHaveLength(5);
      expect(new Set(stepStarts).size).toBe(1);
    } finally {
      await browser.close();
    }
  }, 240_000);
});
