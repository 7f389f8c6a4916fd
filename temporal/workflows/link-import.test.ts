import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobHarness, type JobHarness } from '../../test/support/job-harness';
import { makeTestClip } from '../../test/support/make-test-clip';
import { closeHttpServer } from '../../test/support/close-http-server';
import { getBalanceMilli, grantCredits } from '../activities/app/credit-ledger';
import { storageKeys } from '../activities/storage/storage-keys';
import { importFromLink, type LinkImportSettings } from '../../server/links/import-from-link';
import { getLinkImportWorkflowId, readLinkImport, startLinkImport } from '../../server/links/link-import-gateway';
import type { LinkImportResult } from './link-import-workflow';
import type { PlanId } from '../../domain/plans';

// Imports from a local web server on loopback (development mode allows it), through the real workflow, the cpu worker's
// download and yt-dlp, ffprobe, the database and the credit ledger.
let harness: JobHarness;
let dir: string;
let clip: string;
let clipBytes: number;
let site: http.Server;
let base: string;
let halfRequests = 0;

function serveClip(req: http.IncomingMessage, res: http.ServerResponse) {
  const range = /^bytes=(\d+)-$/.exec(req.headers.range ?? '');
  const start = range ? Number(range[1]) : 0;
  res.writeHead(range ? 206 : 200, { 'content-type': 'video/mp4', 'content-length': clipBytes - start, 'accept-ranges': 'bytes', ...(range ? { 'content-range': `bytes ${start}-${clipBytes - 1}/${clipBytes}` } : {}) });
  createReadStream(clip, { start }).pipe(res);
}

beforeAll(async () => {
  harness = await startJobHarness();
  dir = mkdtempSync(join(tmpdir(), 'kinora-links-'));
  clip = makeTestClip(join(dir, 'clip.mp4'), { durationS: 2, width: 160, height: 120 });
  clipBytes = statSync(clip).size;
  site = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/clip.mp4') return serveClip(req, res);
    if (path === '/page.html') return res.writeHead(200, { 'content-type': 'text/html' }).end('<!DOCTYPE html><html><head><title>Clip page</title></head><body><video src="/clip.mp4" controls></video></body></html>');
    if (path === '/empty.html') return res.writeHead(200, { 'content-type': 'text/html' }).end('<!DOCTYPE html><html><head><title>Nothing</title></head><body><p>No video here.</p></body></html>');
    if (path === '/notes.txt') return res.writeHead(200, { 'content-type': 'text/plain' }).end('just some notes\n'.repeat(100));
    if (path === '/undeclared.mp4') {
      // Chunked: no Content-Length, the size shows only as the bytes come.
      res.writeHead(200, { 'content-type': 'video/mp4' });
      return createReadStream(clip).pipe(res);
    }
    if (path === '/half.mp4') {
      // Declares the whole clip, sends half of it, then drops the connection (every time: retries cannot finish it).
      halfRequests++;
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': clipBytes });
      res.write(readFileSync(clip).subarray(0, Math.floor(clipBytes / 2)), () => res.socket?.destroy());
      return;
    }
    if (path === '/declared-big.mp4') {
      // Declares ten clips, sends one, then drops the connection: only the check of the declared size says "too large".
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': clipBytes * 10 });
      res.write(readFileSync(clip), () => res.socket?.destroy());
      return;
    }
    if (path === '/slow.mp4') {
      // The clip in five parts, 600 ms apart: long enough to watch the progress.
      const bytes = readFileSync(clip);
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': clipBytes });
      const part = Math.ceil(clipBytes / 5);
      let sent = 0;
      const next = () => {
        res.write(bytes.subarray(sent, sent + part));
        sent += part;
        if (sent >= clipBytes) res.end();
        else setTimeout(next, 600);
      };
      return next();
    }
    if (path === '/to-private') return res.writeHead(302, { location: 'http://10.255.255.1/clip.mp4' }).end();
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  if (site) await closeHttpServer(site);
  await harness?.close();
  rmSync(dir, { recursive: true, force: true });
});

const DEV: LinkImportSettings = { maxBytes: 50_000_000, allowLoopback: true };

async function seedUser(plan: PlanId, credits: number): Promise<string> {
  const userId = randomUUID();
  await harness.db.prisma.user.create({ data: { id: userId, plan } });
  if (credits > 0) await grantCredits(harness.db.prisma, { userId, key: `test:${userId}`, amountMilli: credits * 1000, reason: 'grant' });
  return userId;
}

/** Imports a link as a Pro user with 5 credits, through the server's entry; the workflow's result, the file row and the balance after it. */
async function importAs(url: string, settings: LinkImportSettings = DEV) {
  const userId = await seedUser('pro', 5);
  const started = await importFromLink({ prisma: harness.db.prisma, getClient: async () => harness.env.client, settings }, { userId, plan: 'pro', toolId: 'video_sharpener', url });
  if (!started.ok) throw new Error(`refused: ${started.error.code}`);
  const result = await harness.withWorkers(() => harness.env.client.workflow.getHandle<() => Promise<LinkImportResult>>(getLinkImportWorkflowId(started.fileId)).result(), { gpuWorkers: false });
  const file = await harness.db.prisma.file.findUniqueOrThrow({ where: { id: started.fileId } });
  return { result, file, credits: (await getBalanceMilli(harness.db.prisma, userId)) / 1000 };
}

describe('import from a link', () => {
  it('imports a direct MP4: stored, probed like an upload, 1 credit charged', async () => {
    const { result, file, credits } = await importAs(`${base}/clip.mp4`);
    expect(result).toEqual({ status: 'ready' });
    expect(file).toMatchObject({ status: 'ready', name: 'clip.mp4', width: 160, height: 120, hasAudio: true, videoCodec: 'h264', sizeBytes: BigInt(clipBytes) });
    expect(file.durationS).toBeCloseTo(2, 0);
    expect(readFileSync(join(harness.storageDir, storageKeys.upload(file.id)))).toEqual(readFileSync(clip));
    expect(credits).toBe(4);
    expect(await readLinkImport(harness.env.client, file.id)).toEqual({ status: 'ready' });
  }, 90_000);

  it('shows the bytes received while it downloads', async () => {
    const userId = await seedUser('pro', 5);
    const started = await importFromLink({ prisma: harness.db.prisma, getClient: async () => harness.env.client, settings: DEV }, { userId, plan: 'pro', toolId: 'video_sharpener', url: `${base}/slow.mp4` });
    if (!started.ok) throw new Error(started.error.code);
    const seen: number[] = [];
    const result = await harness.withWorkers(async () => {
      for (;;) {
        const state = await readLinkImport(harness.env.client, started.fileId);
        if (state.status !== 'importing') return state;
        if (state.receivedBytes > 0) {
          expect(state.totalBytes).toBe(clipBytes);
          seen.push(state.receivedBytes);
        }
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    }, { gpuWorkers: false });
    expect(result).toEqual({ status: 'ready' });
    // Progress came in steps, never backwards, and stayed below the whole file until it was done.
    expect(new Set(seen).size).toBeGreaterThanOrEqual(2);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(Math.max(...seen)).toBeLessThan(clipBytes + 1);
  }, 90_000);

  it('imports the video of a web page through yt-dlp’s generic extractor', async () => {
    const { result, file, credits } = await importAs(`${base}/page.html`);
    expect(result).toEqual({ status: 'ready' });
    expect(file).toMatchObject({ status: 'ready', width: 160, height: 120, sizeBytes: BigInt(clipBytes) });
    expect(file.name).toMatch(/\.mp4$/);
    expect(credits).toBe(4);
  }, 90_000);

  it('refuses a file whose declared size is over the limit before downloading it, and charges nothing', async () => {
    const { result, file, credits } = await importAs(`${base}/declared-big.mp4`, { ...DEV, maxBytes: clipBytes * 2 });
    expect(result).toEqual({ status: 'failed', error: { code: 'link_too_large', params: { maxBytes: clipBytes * 2, maxMb: 0 } } });
    expect(file).toMatchObject({ status: 'failed', errorCode: 'link_too_large' });
    expect(credits).toBe(5);
  }, 90_000);

  it('stops a download without a declared size once it passes the limit', async () => {
    const { result, credits } = await importAs(`${base}/undeclared.mp4`, { ...DEV, maxBytes: Math.floor(clipBytes / 2) });
    expect(result).toMatchObject({ status: 'failed', error: { code: 'link_too_large' } });
    expect(credits).toBe(5);
  }, 90_000);

  it('refuses a video longer than the plan allows (its probe, for a direct file)', async () => {
    const userId = await seedUser('pro', 5);
    const fileId = randomUUID();
    await harness.db.prisma.file.create({ data: { id: fileId, userId, name: 'x', sizeBytes: 0n, storageKey: storageKeys.upload(fileId), status: 'importing' } });
    await startLinkImport(harness.env.client, { fileId, userId, url: `${base}/clip.mp4`, key: storageKeys.upload(fileId), playableKey: storageKeys.playableCopy(fileId), limits: { maxBytes: null, maxDurationS: 1 }, credits: 1, allowLoopback: true }, 'pro');
    const result = await harness.withWorkers(() => harness.env.client.workflow.getHandle<() => Promise<LinkImportResult>>(getLinkImportWorkflowId(fileId)).result(), { gpuWorkers: false });
    expect(result).toEqual({ status: 'failed', error: { code: 'link_too_long', params: { maxS: 1 } } });
    expect(await getBalanceMilli(harness.db.prisma, userId)).toBe(5000);
  }, 90_000);

  it('refuses loopback outside development mode, and a redirect to a private network in any mode', async () => {
    expect((await importAs(`${base}/clip.mp4`, { ...DEV, allowLoopback: false })).result).toMatchObject({ status: 'failed', error: { code: 'link_address_refused' } });
    expect((await importAs(`${base}/to-private`)).result).toMatchObject({ status: 'failed', error: { code: 'link_address_refused' } });
  }, 90_000);

  it('reports a link that stops halfway, after resuming tries', async () => {
    halfRequests = 0;
    const { result, credits } = await importAs(`${base}/half.mp4`);
    expect(result).toMatchObject({ status: 'failed', error: { code: 'link_interrupted' } });
    expect(halfRequests).toBe(3);
    expect(credits).toBe(5);
  }, 90_000);

  it('says there is no video at a page without one or at a text file', async () => {
    expect((await importAs(`${base}/empty.html`)).result).toMatchObject({ status: 'failed', error: { code: 'link_not_a_video' } });
    expect((await importAs(`${base}/notes.txt`)).result).toMatchObject({ status: 'failed', error: { code: 'link_not_a_video' } });
  }, 90_000);

  it('refuses plans without link import, naming the plan that has it, before any file or workflow', async () => {
    const userId = await seedUser('premium', 50);
    const refused = await importFromLink({ prisma: harness.db.prisma, getClient: async () => harness.env.client, settings: DEV }, { userId, plan: 'premium', toolId: 'video_sharpener', url: `${base}/clip.mp4` });
    expect(refused).toEqual({ ok: false, error: { code: 'plan_feature_unavailable', params: { feature: 'social_import', plan: 'pro' } } });
    expect(await harness.db.prisma.file.count({ where: { userId } })).toBe(0);
  });

  it('refuses a Pro user without a credit, and a link that is no link', async () => {
    const userId = await seedUser('pro', 0);
    const deps = { prisma: harness.db.prisma, getClient: async () => harness.env.client, settings: DEV };
    expect(await importFromLink(deps, { userId, plan: 'pro', toolId: 'video_sharpener', url: `${base}/clip.mp4` })).toMatchObject({ ok: false, error: { code: 'not_enough_credits' } });
    expect(await importFromLink(deps, { userId, plan: 'pro', toolId: 'video_sharpener', url: 'file:///etc/passwd' })).toEqual({ ok: false, error: { code: 'link_invalid' } });
  });
});
