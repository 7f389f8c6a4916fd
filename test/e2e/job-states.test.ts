import { execFileSync } from 'node:child_process';
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
import { makeInitialJobView } from '../../domain/jobs/make-initial-job-view';
import type { JobView } from '../../domain/jobs/job-view';
import type { ToolId } from '../../domain/catalogue/tool-ids';
import { getTool } from '../../domain/catalogue/get-tool';
import { closeHttpServer } from '../support/close-http-server';
import { launchChromium } from '../support/launch-chromium';
import { openPage } from '../support/open-page';
import { SHOTS } from '../support/use-web-app';
import { WEB_DIST } from '../support/start-web-app';

/**
 * The job page in states a real run passes through quickly or only after minutes of work: the app's real server and
 * web app, with the workflows' answers (their views) given by the test through the job gateway, as Temporal would give
 * them. The views start from the workflow's own first view (makeInitialJobView).
 */
const views = new Map<string, JobView>();
let db: Database;
let dir: string;
let server: Server;
let base: string;
let browser: BrowserContext;
let userId: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kinora-job-states-'));
  db = await openDatabase({ kind: 'pglite', dataDir: null });
  const storage = createLocalStorage(join(dir, 'storage'));
  const gateway = createJobGateway({ address: '127.0.0.1:1', namespace: 'default' });
  ({ server, base } = await startTestHttpServer({ dir, prisma: db.prisma, storage, jobs: { ...gateway, getJobView: async (jobId: string) => views.get(jobId) ?? null }, accounts: { devSignIn: true, google: null, followPromoCodes: {} }, maxUploadBytes: 1024 ** 2, webDistDir: WEB_DIST }));
  const user = await db.prisma.user.create({ data: { id: newUserId(), isGuest: false, name: 'Ada', email: `ada-${Date.now()}@example.com` } });
  userId = user.id;
  // One 80 s upload, ready (probed), as the tool page receives it.
  await db.prisma.file.create({
    data: { id: 'file-harbour', userId, name: 'harbour.mp4', storageKey: `uploads/${userId}/harbour`, sizeBytes: 4_000_000n, receivedBytes: 4_000_000n, status: 'ready', durationS: 80, width: 1280, height: 720, fps: 25, hasAudio: true },
  });
  // The people detection found, as the workflow stores their thumbnails.
  const face = join(dir, 'face.jpg');
  execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'color=c=0xd9a066:s=96x96', '-frames:v', '1', face]);
  for (const id of [0, 1]) await storage.put(storageKeys.trackThumbnail('job-faces', id), readFileSync(face));
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

/** A job of the user (its row) whose workflow answers with this view. */
async function addJob(jobId: string, toolId: ToolId, view: (initial: JobView) => JobView, status = 'preprocessing'): Promise<string> {
  const initial = makeInitialJobView({ jobId, toolId, plan: 'basic', range: { startS: 0, endS: 80 }, options: {} });
  views.set(jobId, view(initial));
  await db.prisma.job.create({ data: { id: jobId, userId, fileId: 'file-harbour', toolId, plan: 'basic', status, rangeStartS: 0, rangeEndS: 80, options: {} } });
  return `/${getTool(toolId).urlPath}/${jobId}`;
}

const currentStep = (page: Page) => page.locator('.stepper .step.current').innerText();

describe('the job page tells where the job really is', () => {
  it('while the video is prepared: on the processing step, and the export costs what the tool page quoted', async () => {
    // The tool page's quote for the whole 80 s video (the upload arrives as a Next action would bring it).
    const tool = await openPage(browser, `${base}/video-sharpener?fileId=file-harbour`);
    const quoted = (await tool.getByTestId('quoted-cost').innerText()).trim();
    expect(quoted).toBe('0.8 credits');
    await tool.close();

    const path = await addJob('job-preparing', 'video_sharpener', (initial) => initial);
    const page = await openPage(browser, `${base}${path}`);
    await page.getByTestId('job-status').getByText('Preprocessing').waitFor();
    expect((await page.getByTestId('export-cost').innerText()).trim()).toBe(quoted);
    expect(await currentStep(page)).toContain('Process');
    await page.screenshot({ path: join(SHOTS, 'job-preparing-en-US.png'), fullPage: true });
    await page.close();
  });

  it('while a face blurring job waits for the user to choose whom to blur: "Waiting for your choice"', async () => {
    const path = await addJob('job-faces', 'face_anonymizer', (initial) => ({
      ...initial, stage: 'awaiting_selection', job_status: 'work_done', stepper_index: 2, face_indices: [0, 1], image_paths: ['a', 'b'],
    }), 'work_done');
    for (const locale of ['en-US', 'ar-AE']) {
      const page = await openPage(browser, `${base}${path}`, locale);
      await page.getByTestId('face-selection').waitFor();
      if (locale === 'en-US') {
        expect((await page.getByTestId('job-status').innerText()).trim()).toBe('Waiting for your choice');
        expect(await currentStep(page)).toContain('Process');
      }
      await page.screenshot({ path: join(SHOTS, `job-awaiting-choice-${locale}.png`), fullPage: true });
      await page.close();
    }
  });

  it('an export whose price the server does not know yet says so, not 0', async () => {
    const path = await addJob('job-unpriced', 'video_sharpener', (initial) => ({ ...initial, final_cost_milli: null }));
    const page = await openPage(browser, `${base}${path}`);
    await page.getByTestId('job-status').waitFor();
    expect((await page.getByTestId('export-cost').innerText()).trim()).toBe('Not known yet');
    await page.close();
  });

  it("names the download after the output's container: a transparent background is a WebM", async () => {
    const path = await addJob('job-transparent', 'auto_video_background_remover', (initial) => ({
      ...initial, stage: 'done', job_status: 'download_ready', stepper_index: 4, work_progress: 100,
      options: { background: 'transparent' }, outputs: { ...initial.outputs, final: 'jobs/job-transparent/final/output.webm' },
    }), 'download_ready');
    const page = await openPage(browser, `${base}${path}`);
    expect((await page.getByTestId('download').innerText()).trim()).toBe('Download WebM');
    await page.screenshot({ path: join(SHOTS, 'job-download-webm-en-US.png'), fullPage: true });
    await page.close();
  });

  it("offers face blurring's cover picture only with the picture style", async () => {
    const page = await openPage(browser, `${base}/ai-face-blurring?fileId=file-harbour`);
    const style = page.getByRole('combobox', { name: 'Blur style' });
    await style.waitFor();
    expect(await page.getByRole('combobox', { name: 'Picture over each face' }).count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'face-options-blur-en-US.png'), fullPage: true });
    await style.selectOption('image');
    await page.getByRole('combobox', { name: 'Picture over each face' }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'face-options-picture-en-US.png'), fullPage: true });
    await page.close();
  });
});

describe('pages that exist, and those that do not', () => {
  it('an unknown address answers 404 and still shows the friendly page', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${base}/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByText('Page not found').waitFor();
    await page.screenshot({ path: join(SHOTS, 'not-found-en-US.png'), fullPage: true });
    await page.close();
  });

  it("/workflows lists the user's workflows and opens each", async () => {
    const chainId = 'chain-0f8e2c1a-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
    for (const [step, toolId] of [[1, 'video_concatenator'], [2, 'video_stabilizer']] as const) {
      await db.prisma.job.create({ data: { id: `${chainId}-step${step}`, userId, fileId: 'file-harbour', toolId, plan: 'basic', status: 'download_ready', rangeStartS: 0, rangeEndS: 80, options: {}, chainId } });
    }
    const page = await browser.newPage();
    const response = await page.goto(`${base}/workflows`);
    expect(response?.status()).toBe(200);
    const row = page.getByTestId('workflows-table').getByRole('link', { name: '1. Video Concatenator · 2. Video Stabilizer' });
    await row.waitFor();
    await page.screenshot({ path: join(SHOTS, 'workflows-en-US.png'), fullPage: true });
    expect(await row.getAttribute('href')).toBe(`/workflows/${chainId}`);
    await page.close();
  });
});
