import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { startTestHttpServer } from '../support/start-test-http-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { openDatabase, type Database } from '../../server/db/open-database';
import { createJobGateway } from '../../server/temporal/job-gateway';
import { createSession, generateSessionToken, newUserId, SESSION_COOKIE } from '../../server/auth/sessions';
import { createLocalStorage } from '../../temporal/activities/storage/local-storage';
import { storageKeys } from '../../temporal/activities/storage/storage-keys';
import { buildPosterJob, buildSpriteJob } from '../../temporal/activities/media/build-thumbnail-jobs';
import { runFfmpeg } from '../../temporal/activities/media/run-ffmpeg';
import { getTool } from '../../domain/catalogue/get-tool';
import { getExportCost } from '../../domain/rules/get-export-cost';
import { closeHttpServer } from '../support/close-http-server';
import { launchChromium } from '../support/launch-chromium';
import { openPage } from '../support/open-page';
import { makePhotoClip, SAMPLE_PHOTOS_DIR } from '../support/make-photo-clip';
import { SHOTS } from '../support/use-web-app';
import { WEB_DIST } from '../support/start-web-app';

/**
 * The tool page's filmstrip and the lists' posters: the app's real server and web app, a 10 s clip made from a real photo
 * (OpenCV's sample data) in storage with its poster and sprite as the thumbnails workflow leaves them (made here by the
 * same ffmpeg jobs; the workflow itself is tested in server/http/media-thumbnails.test.ts). Temporal is not needed: no
 * job runs.
 */
let db: Database;
let dir: string;
let server: Server;
let base: string;
let browser: BrowserContext;
const DURATION_S = 10;
const tool = getTool('video_sharpener');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kinora-filmstrip-'));
  db = await openDatabase({ kind: 'pglite', dataDir: null });
  const storage = createLocalStorage(join(dir, 'storage'));
  ({ server, base } = await startTestHttpServer({ dir, prisma: db.prisma, storage, jobs: createJobGateway({ address: '127.0.0.1:1', namespace: 'default' }), accounts: { devSignIn: true, google: null, followPromoCodes: {} }, maxUploadBytes: 1024 ** 2, webDistDir: WEB_DIST }));
  const userId = (await db.prisma.user.create({ data: { id: newUserId(), isGuest: false, name: 'Ada', email: `ada-${Date.now()}@example.com` } })).id;

  // A real photo, panned (shakePx) so the frames differ along the strip.
  const clip = makePhotoClip(join(dir, 'fruits.mp4'), { photo: join(SAMPLE_PHOTOS_DIR, 'fruits.jpg'), durationS: DURATION_S, width: 640, height: 360, shakePx: 40 });
  const [poster, sprite] = [join(dir, 'poster.jpg'), join(dir, 'sprite.jpg')];
  await runFfmpeg(buildPosterJob({ inputPath: clip, startS: 0, endS: DURATION_S, outputPath: poster }));
  await runFfmpeg(buildSpriteJob({ inputPath: clip, startS: 0, endS: DURATION_S, outputPath: sprite, keyFramesOnly: true }));
  for (const [id, name] of [['file-fruits', 'fruits.mp4'], ['file-fruits-2', 'fruits-again.mp4']] as const) {
    await storage.put(storageKeys.upload(id), readFileSync(clip));
    await storage.put(storageKeys.filePoster(id), readFileSync(poster));
    await storage.put(storageKeys.fileSprite(id), readFileSync(sprite));
    await db.prisma.file.create({
      data: { id, userId, name, storageKey: storageKeys.upload(id), sizeBytes: 400_000n, receivedBytes: 400_000n, status: 'ready', durationS: DURATION_S, width: 640, height: 360, fps: 25, hasAudio: false },
    });
  }
  await db.prisma.job.create({ data: { id: 'job-fruits', userId, fileId: 'file-fruits', toolId: 'video_sharpener', plan: 'basic', status: 'work_done', rangeStartS: 0, rangeEndS: 4, options: {} } });
  const token = generateSessionToken();
  await createSession(db.prisma, token, userId);
  browser = await launchChromium();
  await browser.addCookies([{ name: SESSION_COOKIE, value: token, url: base }]);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  if (server) await closeHttpServer(server);
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

const VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

const value = async (page: Page, testId: string) => Number(await page.getByTestId(testId).inputValue());

describe('the range filmstrip on the tool page', () => {
  for (const locale of ['en-US', 'ar-AE']) {
    for (const viewport of VIEWPORTS) {
      it(`${locale} at ${viewport.width} px: the handles drag and step, and the length and the cost follow`, async () => {
        const page = await openPage(browser, `${base}/${tool.urlPath}?fileId=file-fruits`, locale);
        await page.setViewportSize(viewport);
        const strip = page.getByTestId('filmstrip');
        await expect.poll(() => strip.getAttribute('data-sprite'), { timeout: 20_000 }).toBe('ready');
        const start = page.getByTestId('filmstrip-start');
        const end = page.getByTestId('filmstrip-end');
        expect(await end.getAttribute('aria-valuenow')).toBe(String(DURATION_S));
        expect(await start.getAttribute('aria-label')).not.toBe(await end.getAttribute('aria-label'));
        // The strip's frames are the sprite's tiles.
        expect(await page.locator('.filmstrip-cell').first().evaluate((cell) => getComputedStyle(cell).backgroundImage)).toContain('/media/files/file-fruits/sprite');

        // Drag the end handle to the middle of the strip: time runs left to right, in Arabic too (a media timeline).
        const track = (await page.locator('.filmstrip-track').boundingBox())!;
        const handle = (await end.boundingBox())!;
        expect(Math.abs(handle.x + handle.width / 2 - (track.x + track.width))).toBeLessThan(3);
        await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
        await page.mouse.down();
        await page.mouse.move(track.x + track.width * 0.7, track.y + track.height / 2, { steps: 4 });
        await page.mouse.move(track.x + track.width * 0.5, track.y + track.height / 2, { steps: 3 });
        await page.mouse.up();
        const endS = Number(await end.getAttribute('aria-valuenow'));
        expect(endS).toBeGreaterThanOrEqual(4.8);
        expect(endS).toBeLessThanOrEqual(5.2);
        expect(await value(page, 'range-end')).toBe(endS);

        // The keyboard: two seconds forward, then a tenth, on the start handle.
        await start.focus();
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('Shift+ArrowRight');
        expect(await start.getAttribute('aria-valuenow')).toBe('2.1');
        expect(await value(page, 'range-start')).toBe(2.1);
        // A handle stops at the other one rather than crossing it.
        await page.keyboard.press('End');
        expect(Number(await start.getAttribute('aria-valuenow'))).toBeCloseTo(endS - 0.1, 5);
        await page.keyboard.press('Home');
        for (let i = 0; i < 21; i++) await page.keyboard.press('Shift+ArrowRight');
        expect(await start.getAttribute('aria-valuenow')).toBe('2.1');

        // Length and cost, live: the same price as the quote below and as the job's own rule gives.
        const lengthS = Math.round((endS - 2.1) * 10) / 10;
        const cost = getExportCost(tool, { plan: 'basic', range: { startS: 2.1, endS }, options: {} })!;
        const rangeCost = await page.getByTestId('range-cost').textContent();
        expect(rangeCost).toBe(await page.getByTestId('quoted-cost').textContent());
        if (locale === 'en-US') {
          expect(await page.getByTestId('range-length').textContent()).toBe(`${lengthS} s selected`);
          expect(rangeCost).toBe(`${cost} credit${cost === 1 ? '' : 's'}`);
        }
        // The player shows the frame where the handle is.
        await expect.poll(() => page.getByTestId('source-video').evaluate((v: HTMLVideoElement) => v.currentTime)).toBeCloseTo(2.1, 1);

        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await start.focus();
        await page.screenshot({ path: join(SHOTS, `filmstrip-${locale}-${viewport.width}.png`), fullPage: viewport.width < 600 });
        await page.close();
      });
    }
  }
});

describe('posters in the lists, pictures on the tool cards and landing pages', () => {
  for (const locale of ['en-US', 'ar-AE']) {
    for (const viewport of VIEWPORTS) {
      it(`${locale} at ${viewport.width} px: the files, the projects and the dashboard show each video's picture`, async () => {
        const page = await openPage(browser, `${base}/files`, locale);
        await page.setViewportSize(viewport);
        const loaded = (selector: string) => page.locator(selector).evaluateAll((images: HTMLImageElement[]) => images.map((i) => i.complete && i.naturalWidth));
        await page.getByTestId('file-row').nth(1).waitFor();
        await expect.poll(() => loaded('[data-testid=file-thumb] img'), { timeout: 30_000 }).toEqual([640, 640]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await page.screenshot({ path: join(SHOTS, `files-thumbs-${locale}-${viewport.width}.png`) });

        await page.goto(`${base}/projects`);
        await expect.poll(() => loaded('[data-testid=job-thumb] img'), { timeout: 30_000 }).toEqual([640]);
        await page.screenshot({ path: join(SHOTS, `projects-thumbs-${locale}-${viewport.width}.png`) });

        await page.goto(`${base}/dashboard`);
        await expect.poll(() => loaded('[data-testid=recent-jobs] [data-testid=job-thumb] img'), { timeout: 30_000 }).toEqual([640]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        // The tool cards' before/after pictures, made at build time by the tools themselves (dist/web/tool-pictures);
        // lazy, so on a phone the card is scrolled to first.
        await page.locator('[data-tool=video_sharpener] [data-testid=tool-picture]').first().scrollIntoViewIfNeeded();
        await expect.poll(() => loaded('[data-tool=video_sharpener] [data-testid=tool-picture] img'), { timeout: 30_000 }).toEqual([640]);
        await page.screenshot({ path: join(SHOTS, `dashboard-recent-${locale}-${viewport.width}.png`) });

        await page.goto(`${base}/tools/${tool.landing.mainSlug}`);
        await page.locator('[data-testid=landing-page] [data-testid=tool-picture]').scrollIntoViewIfNeeded();
        await expect.poll(() => loaded('[data-testid=landing-page] [data-testid=tool-picture] img'), { timeout: 30_000 }).toEqual([640]);
        expect(await page.locator('[data-testid=landing-page] [data-testid=tool-picture] img').getAttribute('alt')).toBeTruthy();
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await page.screenshot({ path: join(SHOTS, `landing-picture-${locale}-${viewport.width}.png`) });
        await page.close();
      });
    }
  }
});
