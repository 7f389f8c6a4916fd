/**
 * Web audit of the built app (dist/web): Lighthouse (accessibility, best practices, SEO, performance) on the dashboard,
 * pricing and a landing page, and the JavaScript a first visit to the dashboard downloads, gzipped. Served by the app's
 * own HTTP server (no Temporal needed for these pages), audited with Debian's Chromium.
 */
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startWebApp, WEB_DIST } from '../test/support/start-web-app';
import { launchChromium } from '../test/support/launch-chromium';

export const AUDITED_PAGES = [
  { name: 'dashboard', path: '/dashboard/all' },
  { name: 'pricing', path: '/pricing' },
  { name: 'landing page', path: '/tools/video-sharpening' },
] as const;

export interface PageScores {
  name: string;
  path: string;
  /** 'current' for dist/web; 'baseline' for the earlier build given to compare with. */
  build: 'current' | 'baseline';
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  totalBlockingTimeMs: number;
  loadAverage: number;
}

/** Gzipped bytes of every script a first, cold visit to `url` loads, up to 1.5 s after the tools are shown. */
async function firstLoadScriptBytes(url: string): Promise<{ gzipBytes: number; files: number }> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body());
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.locator('[data-tool]').first().waitFor();
    // Chunks the page asks for right after it first renders count too.
    await page.waitForTimeout(1500);
    const all = await Promise.all(bodies);
    return { gzipBytes: all.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0), files: all.length };
  } finally {
    await browser.close();
  }
}

/**
 * Builds the web app when it is missing, serves it, and audits it. With `baselineDist` (an earlier build's dist/web),
 * each page is audited on both builds, alternately and `rounds` times, so the comparison shares the host's load.
 */
export async function runWebAudit(options: { baselineDist?: string; rounds?: number } = {}): Promise<{ scores: PageScores[]; dashboardJs: { gzipBytes: number; files: number } }> {
  if (!existsSync(resolve(WEB_DIST, 'index.html'))) execFileSync('npm', ['run', 'build:web'], { stdio: 'inherit' });
  const app = await startWebApp();
  const baseline = options.baselineDist ? await startWebApp(resolve(options.baselineDist)) : null;
  const builds = [...(baseline ? [{ build: 'baseline' as const, baseUrl: baseline.baseUrl }] : []), { build: 'current' as const, baseUrl: app.baseUrl }];
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const scores: PageScores[] = [];
    for (const { name, path } of AUDITED_PAGES) {
      for (let round = 0; round < (options.rounds ?? 1); round++) {
        for (const { build, baseUrl } of builds) {
          // Lighthouse's defaults: a mid-range phone on a throttled (simulated) 4G connection, CPU slowed 4x.
          const result = await lighthouse(`${baseUrl}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
          const categories = result!.lhr.categories;
          const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
          const audits = result!.lhr.audits;
          const loadAverage = loadavg()[0]!;
          scores.push({ name, path, build, performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo'), totalBlockingTimeMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0), loadAverage });
          const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'].map((id) => `${id} ${audits[id]?.displayValue ?? '?'}`);
          const failing = Object.values(audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable').map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
          // Lighthouse's simulated phone multiplies the CPU time it observes: a busy host inflates total blocking time.
          const benchmarkIndex = Math.round(result!.lhr.environment.benchmarkIndex);
          const label = baseline ? `${build} ` : '';
          console.log(`  ${label}${path}: performance ${score('performance')}, host benchmarkIndex ${benchmarkIndex}, load average ${loadAverage.toFixed(1)} on ${cpus().length} cores; ${metrics.join(', ')}${failing.length ? `; below 90: ${failing.join(', ')}` : ''}`);
        }
      }
    }
    return { scores, dashboardJs: await firstLoadScriptBytes(`${app.baseUrl}/dashboard/all`) };
  } finally {
    chrome.kill();
    await app.close();
    await baseline?.close();
  }
}
