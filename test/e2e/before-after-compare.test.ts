import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { startTestHttpServer } from '../support/start-test-http-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { openDatabase, type Database } from '../../server/db/open-database';
import { createJobGateway } from '../../server/temporal/job-gateway';
import { createSession, generateSessionToken, newUserId, SESSION_COOKIE } from '../../server/auth/sessions';
import { createLocalStorage } from '../../temporal/activities/storage/local-storage';
import { makeInitialJobView } from '../../domain/jobs/make-initial-job-view';
import type { JobView } from '../../domain/jobs/job-view';
import { closeHttpServer } from '../support/close-http-server';
import { launchChromium } from '../support/launch-chromium';
import { openPage } from '../support/open-page';
import { SHOTS } from '../support/use-web-app';
import { WEB_DIST } from '../support/start-web-app';

/**
 * The job page's before/after view on a finished lightener preview, and the files page on a small phone: the app's
 * real server and web app with real clips (a dark 8 s source, its lightened 2-6 s preview) in its storage; the
 * workflow's view is given through the job gateway, as Temporal would give it (see job-states.test.ts).
 */
const views = new Map<string, JobView>();
let db: Database;
let dir: string;
let server: Server;
let base: string;
let browser: BrowserContext;
let userId: string;
const PREVIEW_START_S = 2;

function encode(out: string, filter: string, extra: string[] = []) {
  execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=s=320x180:r=25:d=8', ...extra, '-vf', filter, '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '25', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', out]);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kinora-compare-'));
  db = await openDatabase({ kind: 'pglite', dataDir: null });
  const storage = createLocalStorage(join(dir, 'storage'));
  ({ server, base } = await startTestHttpServer({ dir, prisma: db.prisma, storage, jobs: { ...createJobGateway({ address: '127.0.0.1:1', namespace: 'default' }), getJobView: async (jobId: string) => views.get(jobId) ?? null }, accounts: { devSignIn: true, google: null, followPromoCodes: {} }, maxUploadBytes: 1024 ** 2, webDistDir: WEB_DIST }));
  userId = (await db.prisma.user.create({ data: { id: newUserId(), isGuest: false, name: 'Ada', email: `ada-${Date.now()}@example.com` } })).id;

  // A dark source and the lightener's preview of its seconds 2-6 (lighter), as the workflow leaves them in storage.
  const source = join(dir, 'dusk.mp4');
  const preview = join(dir, 'preview.mp4');
  encode(source, 'eq=brightness=-0.35');
  encode(preview, 'eq=brightness=0.15', ['-ss', String(PREVIEW_START_S), '-t', '4']);
  await storage.put(`uploads/${userId}/dusk`, readFileSync(source));
  await storage.put('jobs/job-compare/preview/output.mp4', readFileSync(preview));
  await db.prisma.file.create({
    data: { id: 'file-dusk', userId, name: 'dusk.mp4', storageKey: `uploads/${userId}/dusk`, sizeBytes: 40_000n, receivedBytes: 40_000n, status: 'ready', durationS: 8, width: 320, height: 180, fps: 25, hasAudio: false },
  });
  const initial = makeInitialJobView({ jobId: 'job-compare', toolId: 'video_lightener', plan: 'basic', range: { startS: 0, endS: 8 }, options: {} });
  views.set('job-compare', {
    ...initial, stage: 'awaiting_export', job_status: 'work_done', stepper_index: 3, work_progress: 100,
    preview_range: { startS: PREVIEW_START_S, endS: PREVIEW_START_S + 4 }, outputs: { ...initial.outputs, preview: 'jobs/job-compare/preview/output.mp4' },
  });
  await db.prisma.job.create({
    data: { id: 'job-compare', userId, fileId: 'file-dusk', toolId: 'video_lightener', plan: 'basic', status: 'work_done', rangeStartS: 0, rangeEndS: 8, previewKey: 'jobs/job-compare/preview/output.mp4', options: {} },
  });
  // Files with long names, for the files page on a phone.
  for (let i = 0; i < 4; i++) {
    await db.prisma.file.create({
      data: {
        id: `file-long-${i}`, userId, name: `family-holiday-at-the-seaside-summer-2026-part-${i}.mp4`, storageKey: `uploads/${userId}/long-${i}`, status: 'ready', kind: i === 0 ? 'output' : 'upload',
        sizeBytes: 120_000_000n, receivedBytes: 120_000_000n, durationS: 312.4, width: 3840, height: 2160, fps: 25, hasAudio: true,
      },
    });
  }
  const token = generateSessionToken();
  await createSession(db.prisma, token, userId);
  browser = await launchChromium();
  await browser.addCookies([{ name: SESSION_COOKIE, value: token, url: base }]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (server) await closeHttpServer(server);
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The original's visible share in percent: 100 minus the right inset of its clip-path. */
async function originalShown(original: Locator): Promise<number> {
  const clip = await original.evaluate((v: HTMLVideoElement) => v.style.clipPath);
  const right = /inset\(\S+ ([\d.]+)%/.exec(clip);
  if (!right) throw new Error(`unexpected clip-path ${clip}`);
  return 100 - Number(right[1]);
}

const VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

describe('the job page compares the result with the original', () => {
  for (const locale of ['en-US', 'ar-AE']) {
    for (const viewport of VIEWPORTS) {
      it(`on a finished lightener preview, ${locale} at ${viewport.width} px: the divider drags and steps, and the original follows the preview`, async () => {
        const page: Page = await openPage(browser, `${base}/video-lightener/job-compare`, locale);
        await page.setViewportSize(viewport);
        await page.getByTestId('compare-toggle').click();
        const divider = page.getByTestId('compare-divider');
        const original = page.getByTestId('compare-original');
        const preview = page.getByTestId('compare-preview');
        await divider.waitFor();
        expect(await divider.getAttribute('aria-valuenow')).toBe('50');
        expect(await originalShown(original)).toBe(50);
        // Both videos really load (Chromium decodes them), so the sync below moves real players.
        for (const video of [preview, original]) await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);

        // Dragging: the divider goes where the pointer is, on the picture's left to right, in either language.
        const stage = (await page.locator('.compare-stage').boundingBox())!;
        await page.mouse.move(stage.x + stage.width * 0.5, stage.y + stage.height / 2);
        await page.mouse.down();
        await page.mouse.move(stage.x + stage.width * 0.3, stage.y + stage.height / 2, { steps: 4 });
        await page.mouse.move(stage.x + stage.width * 0.25, stage.y + stage.height / 2, { steps: 2 });
        await page.mouse.up();
        const dragged = Number(await divider.getAttribute('aria-valuenow'));
        expect(dragged).toBeGreaterThanOrEqual(24);
        expect(dragged).toBeLessThanOrEqual(26);
        expect(await originalShown(original)).toBe(dragged);
        const handle = (await divider.boundingBox())!;
        expect(Math.abs(handle.x + handle.width / 2 - (stage.x + stage.width * 0.25))).toBeLessThan(4);

        // The keyboard: the right arrow moves it right, in Arabic too (the picture does not mirror); End shows the whole original.
        await divider.focus();
        await page.keyboard.press('ArrowRight');
        expect(Number(await divider.getAttribute('aria-valuenow'))).toBe(dragged + 5);
        await page.keyboard.press('End');
        expect(await originalShown(original)).toBe(100);
        await page.keyboard.press('Home');
        expect(await originalShown(original)).toBe(0);
        for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowRight');
        expect(await originalShown(original)).toBe(60);

        // A seek in the preview takes the original to the same moment of the source (the preview starts 2 s into it).
        await page.getByTestId('compare-seek').fill('1.5');
        await expect.poll(() => preview.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeCloseTo(1.5, 1);
        await expect.poll(() => original.evaluate((v: HTMLVideoElement) => (v.seeking ? -1 : v.currentTime)), { timeout: 10_000 }).toBeCloseTo(PREVIEW_START_S + 1.5, 1);
        // Play and pause drive it too.
        await page.getByTestId('compare-play').click();
        await expect.poll(() => original.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
        await page.getByTestId('compare-play').click();
        await expect.poll(() => original.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
        const [p, o] = await Promise.all([preview, original].map((v) => v.evaluate((e: HTMLVideoElement) => e.currentTime)));
        expect(Math.abs(o! - (p! + PREVIEW_START_S))).toBeLessThan(0.1);
        await page.getByTestId('compare-seek').fill('3');
        await expect.poll(() => preview.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeCloseTo(3, 1);
        await expect.poll(() => original.evaluate((v: HTMLVideoElement) => (v.seeking ? -1 : v.currentTime)), { timeout: 10_000 }).toBeCloseTo(PREVIEW_START_S + 3, 1);

        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await page.screenshot({ path: join(SHOTS, `job-compare-${locale}-${viewport.width}.png`), fullPage: true });
        await page.close();
      });
    }
  }

  it('is not offered where the result is retimed (slow motion)', async () => {
    const initial = makeInitialJobView({ jobId: 'job-slow', toolId: 'slow_mo', plan: 'basic', range: { startS: 0, endS: 8 }, options: {} });
    views.set('job-slow', { ...initial, stage: 'awaiting_export', job_status: 'work_done', stepper_index: 3, work_progress: 100, outputs: { ...initial.outputs, preview: 'jobs/job-compare/preview/output.mp4' } });
    await db.prisma.job.create({ data: { id: 'job-slow', userId, fileId: 'file-dusk', toolId: 'slow_mo', plan: 'basic', status: 'work_done', rangeStartS: 0, rangeEndS: 8, previewKey: 'jobs/job-compare/preview/output.mp4', options: {} } });
    const page = await openPage(browser, `${base}/frame-interpolation/job-slow`);
    await page.getByTestId('preview-video').waitFor();
    expect(await page.getByTestId('compare-toggle').count()).toBe(0);
    await page.close();
  });
});

describe('the files page on a small phone', () => {
  for (const locale of ['en-US', 'ar-AE']) {
    it(`at 360 px in ${locale}: no sideways scrolling, every file's actions on screen`, async () => {
      const page = await openPage(browser, `${base}/files`, locale);
      await page.setViewportSize({ width: 360, height: 740 });
      const rows = page.getByTestId('file-row');
      await rows.nth(4).waitFor();
      expect(await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }))).toEqual({ scroll: 360, width: 360 });
      for (let i = 0; i < (await rows.count()); i++) {
        for (const testId of ['rename-file', 'delete-file']) {
          const box = (await rows.nth(i).getByTestId(testId).boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(360);
        }
        const name = (await rows.nth(i).getByTestId('file-name').boundingBox())!;
        expect(name.x + name.width).toBeLessThanOrEqual(360);
      }
      await page.screenshot({ path: join(SHOTS, `files-page-360-${locale}.png`), fullPage: true });
      await page.close();
    });
  }
});
