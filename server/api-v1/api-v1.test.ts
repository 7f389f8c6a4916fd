import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPCClientError } from '@trpc/client';
import { getBalanceMilli, grantCredits } from '../../temporal/activities/app/credit-ledger';
import { createHttpServer } from '../http/create-http-server';
import { createJobGateway } from '../temporal/job-gateway';
import { createMediaUrls } from '../http/media-urls';
import { DEFAULT_GUEST_RETENTION_MS } from '../../domain/files/get-file-expiry';
import { closeHttpServer } from '../../test/support/close-http-server';
import { settleTemporalCalls } from '../../test/support/start-test-temporal';
import { startJobHarness, type JobHarness } from '../../test/support/job-harness';
import { makeTestClip, probeForTest } from '../../test/support/make-test-clip';
import { tusMetadata } from '../../test/support/http-visitor';
import { waitFor } from '../../test/support/wait-for';
import { createBearerClient, makeApiAccount } from '../../test/support/make-api-account';
import { checkOpenApiDocument } from '../../test/support/check-openapi-document';
import type { AppDeps } from '../trpc';
import type { UploadHandlerOptions } from '../http/uploads';
import { TRPC_MAX_BODY_BYTES } from '../http/get-body-limit';
import { appRouter } from '../routers/app-router';
import { API_V1_ROUTES } from './api-v1-routes';
import { buildOpenApiDocument } from './build-openapi-document';
import { DEFAULT_WEBHOOK_TOLERANCE_S, verifyWebhookSignature } from '../../domain/webhooks/webhook-signature';
import type { WebhookEventPayload } from '../../domain/webhooks/webhook-events';

let harness: JobHarness;
let server: Server;
/** The same app with a key allowed 3 requests an hour (the per-key rate limit). */
let tightServer: Server;
let base: string;
let tightBase: string;
let dir: string;
let stop: () => void;
let workersDone: Promise<unknown>;
/** A customer's webhook receiver on loopback (the dev mode the tests run allows it): every delivery it got. */
let receiver: Server;
let receiverUrl: string;
/** A web site on loopback serving a small MP4, for link imports. */
let site: Server;
let siteUrl: string;

interface Delivery {
  signature: string;
  eventId: string;
  /** The raw body: the signature covers these bytes, not a re-serialised JSON. */
  body: string;
  event: WebhookEventPayload;
}
const deliveries: Delivery[] = [];
const arrivals = new Set<() => void>();

/** The first delivery the receiver got (or gets) that matches: follows the deliveries as they come, no polling of the job. */
async function waitForDelivery(match: (delivery: Delivery) => boolean, timeoutMs = 120_000): Promise<Delivery> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = deliveries.find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching delivery in ${timeoutMs} ms (got: ${deliveries.map((d) => d.event.type).join(', ') || 'none'})`);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, deadline - Date.now());
      arrivals.add(() => (clearTimeout(timer), resolve()));
    });
  }
}

const listen = async (s: Server) => {
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  harness = await startJobHarness();
  dir = mkdtempSync(join(tmpdir(), 'kinora-api-v1-'));
  const deps: AppDeps & UploadHandlerOptions & { webDistDir: string } = {
    prisma: harness.db.prisma,
    storage: harness.storage,
    jobs: createJobGateway({ client: harness.env.client }),
    viewer: { prisma: harness.db.prisma, secureCookies: false },
    maxUploadBytes: 50 * 1024 * 1024,
    uploadsDir: join(dir, 'uploads'),
    mediaUrls: createMediaUrls('api-v1-test-media-url-secret'),
    guestRetentionMs: DEFAULT_GUEST_RETENTION_MS,
    webDistDir: join(dir, 'no-web'),
    // As KINORA_DEV=1 runs it: webhook receivers and link sites on loopback are allowed.
    webhooks: { allowLocalTargets: true, plans: null },
    linkImport: { maxBytes: 50_000_000, allowLoopback: true },
  };
  server = createHttpServer(deps);
  tightServer = createHttpServer({ ...deps, uploadsDir: join(dir, 'uploads-tight'), rateLimits: { api_request: 3 } });
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      deliveries.push({ signature: String(req.headers['kinora-signature'] ?? ''), eventId: String(req.headers['kinora-event-id'] ?? ''), body, event: JSON.parse(body) as WebhookEventPayload });
      res.end('ok');
      for (const arrived of arrivals) arrived();
      arrivals.clear();
    });
  });
  const siteClip = makeTestClip(join(dir, 'site-clip.mp4'), { durationS: 2, width: 160, height: 120 });
  site = createServer((req, res) => {
    if (req.url !== '/clip.mp4') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': statSync(siteClip).size });
    createReadStream(siteClip).pipe(res);
  });
  [base, tightBase, receiverUrl, siteUrl] = await Promise.all([listen(server), listen(tightServer), listen(receiver), listen(site)]);
  // The app, cpu and gpu workers run for the whole file: uploads are probed and jobs rendered by them.
  let release!: () => void;
  const stopped = new Promise<void>((r) => (release = r));
  stop = release;
  workersDone = harness.withWorkers(() => stopped);
});

afterAll(async () => {
  await Promise.all([server, tightServer, receiver, site].map((s) => s && closeHttpServer(s)));
  if (harness) await settleTemporalCalls(harness.env);
  stop?.();
  await workersDone;
  await harness?.close();
  rmSync(dir, { recursive: true, force: true });
});

const clipBytes = (durationS = 3) => readFileSync(makeTestClip(join(dir, `c${Math.random()}.mp4`), { durationS, width: 320, height: 240 }));

/** A POST declaring a big body and sending only its first bytes: the answer must come before the rest is sent. */
function postDeclaringBytes(path: string, key: string, declaredBytes: number): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'content-length': declaredBytes } });
    const timer = setTimeout(() => (req.destroy(), reject(new Error('no answer before the body was sent'))), 10_000);
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => (clearTimeout(timer), req.destroy(), resolve({ status: res.statusCode!, body: JSON.parse(body) })));
    });
    req.on('error', () => undefined);
    req.write(Buffer.alloc(64 * 1024, ' '));
  });
}

type Api = ReturnType<typeof createBearerClient>;
type ApiFile = { id: string; status: string; durationS: number; width: number; height: number };
type ApiJob = { job_id: string; stage: string; work_progress: number; error: { code: string } | null; urls: { download: string | null } };

/** A whole upload on tus at /api/v1/uploads: create with the length, one PATCH; the last answer is the probed file. */
async function upload(api: Api, bytes: Buffer, name = 'clip.mp4') {
  const created = await api.request('/api/v1/uploads', { method: 'POST', headers: { 'tus-resumable': '1.0.0', 'upload-length': String(bytes.length), 'upload-metadata': tusMetadata({ filename: name }) } });
  expect(created.status).toBe(201);
  const location = created.headers.get('location')!;
  expect(location).toMatch(/^\/api\/v1\/uploads\/[0-9a-f-]{36}$/);
  const last = await api.request(location, { method: 'PATCH', headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, body: new Uint8Array(bytes) });
  expect(last.status).toBe(200);
  return { location, file: ((await last.json()) as { file: ApiFile }).file };
}

// Answers are checked against the schemas the document promises (with a JSON Schema validator, as a client would).
const { validate } = checkOpenApiDocument(buildOpenApiDocument(appRouter, API_V1_ROUTES) as unknown as Record<string, unknown>);

describe('a whole job through the API only', () => {
  it('registers a webhook, uploads a clip, starts the sharpener, hears job.completed signed, downloads the output and it plays', async () => {
    const account = await makeApiAccount(harness.db.prisma, base, 'business');
    await grantCredits(harness.db.prisma, { userId: account.userId, key: `api-test:${account.userId}`, amountMilli: 100_000, reason: 'grant' });
    const api = createBearerClient(base, await account.createKey('write', 'CI pipeline'));

    const hook = await api.post('/api/v1/webhooks', { url: `${receiverUrl}/kinora`, eventTypes: ['job.completed', 'job.failed'] });
    expect(hook.status).toBe(201);
    expect(validate('#/components/schemas/WebhookEndpointCreated', hook.body)).toEqual([]);
    const secret = hook.body.secret as string;
    expect(secret).toMatch(/^whsec_/);
    // The secret is shown once: the list does not carry it.
    const hooks = await api.get('/api/v1/webhooks');
    expect(validate('#/components/schemas/WebhookEndpointList', hooks.body)).toEqual([]);
    expect(hooks.body).toEqual([{ id: hook.body.id, url: `${receiverUrl}/kinora`, eventTypes: ['job.completed', 'job.failed'], createdAt: expect.any(String) }]);

    const { file } = await upload(api, clipBytes(3));
    expect(file).toMatchObject({ status: 'ready', width: 320, height: 240 });
    expect(file.durationS).toBeCloseTo(3, 0);
    const read = await api.get(`/api/v1/files/${file.id}`);
    expect(read.status).toBe(200);
    expect(validate('#/components/schemas/File', read.body)).toEqual([]);

    const started = await api.post('/api/v1/jobs', { fileId: file.id, toolId: 'video_sharpener', range: { startS: 0, endS: 2 }, options: {} });
    expect(started.status).toBe(201);
    expect(validate('#/components/schemas/JobStarted', started.body)).toEqual([]);
    const jobId = started.body.jobId as string;

    // The end of the job is heard at the receiver, signed with the secret the API gave (Business renders at once).
    const delivery = await waitForDelivery((d) => d.event.data.job_id === jobId);
    expect(delivery.event).toMatchObject({ type: 'job.completed', data: { job_id: jobId, tool_id: 'video_sharpener', stage: 'done' } });
    expect(delivery.eventId).toBe(delivery.event.id);
    const nowS = Date.now() / 1000;
    expect(verifyWebhookSignature(secret, delivery.signature, delivery.body, DEFAULT_WEBHOOK_TOLERANCE_S, nowS)).toBe(true);
    expect(verifyWebhookSignature(secret.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')), delivery.signature, delivery.body, DEFAULT_WEBHOOK_TOLERANCE_S, nowS)).toBe(false);
    expect(verifyWebhookSignature(secret, delivery.signature, delivery.body.replace('"done"', '"failed"'), DEFAULT_WEBHOOK_TOLERANCE_S, nowS)).toBe(false);

    const job = (await api.get(`/api/v1/jobs/${jobId}`)).body as unknown as ApiJob;
    expect(job.error).toBeNull();
    expect(job.stage).toBe('done');
    expect(job.work_progress).toBe(100);
    expect(validate('#/components/schemas/Job', job)).toEqual([]);

    // The signed download URL, fetched with the key (no cookie): the file plays and lasts the range.
    const download = await api.request(job.urls.download!);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/attachment/);
    const output = join(dir, `${jobId}.mp4`);
    writeFileSync(output, Buffer.from(await download.arrayBuffer()));
    const probed = probeForTest(output);
    expect(probed.durationS).toBeCloseTo(2, 0);
    expect(probed.width).toBeGreaterThan(0);

    const jobs = await api.get('/api/v1/jobs?page=1');
    expect(validate('#/components/schemas/JobList', jobs.body)).toEqual([]);
    expect((jobs.body as unknown as { id: string; status: string }[]).map((j) => j.id)).toEqual([jobId]);
    const files = await api.get('/api/v1/files?kind=upload');
    expect(validate('#/components/schemas/FileList', files.body)).toEqual([]);
    expect((files.body.files as ApiFile[]).map((f) => f.id)).toEqual([file.id]);
    // Last use is shown on the settings page.
    const keys = await account.session.trpc.apiKeys.list.query();
    expect(keys.allowed).toBe(true);
    expect(keys.keys[0]).toMatchObject({ name: 'CI pipeline', scope: 'write', lastUsedAt: expect.any(String), revokedAt: null });
    expect(keys.keys[0]!.prefix).toMatch(/^kin_live_.{6}$/);

    // The delivery log, a redelivery (the same event id, signed again), a new secret, and the endpoint deleted.
    const log = await waitFor(async () => (await api.get('/api/v1/webhooks/deliveries')).body as unknown as { id: string; jobId: string; status: string }[], (rows) => rows[0]?.status === 'delivered', 30_000, 200);
    expect(validate('#/components/schemas/WebhookDeliveryList', log)).toEqual([]);
    expect(log).toEqual([expect.objectContaining({ jobId, type: 'job.completed', status: 'delivered', endpointId: hook.body.id, lastResponseCode: 200 })]);
    const redelivered = await api.post(`/api/v1/webhooks/deliveries/${log[0]!.id}/redeliver`);
    expect(redelivered.status).toBe(201);
    expect(validate('#/components/schemas/WebhookRedelivered', redelivered.body)).toEqual([]);
    const again = await waitForDelivery((d) => d.eventId === delivery.eventId && d !== delivery);
    expect(verifyWebhookSignature(secret, again.signature, again.body, DEFAULT_WEBHOOK_TOLERANCE_S, Date.now() / 1000)).toBe(true);
    const rotated = await api.post(`/api/v1/webhooks/${hook.body.id}/rotate-secret`);
    expect(validate('#/components/schemas/WebhookSecret', rotated.body)).toEqual([]);
    expect(rotated.body.secret).not.toBe(secret);
    expect(await api.json(`/api/v1/webhooks/${hook.body.id}`, { method: 'DELETE' })).toMatchObject({ status: 200, body: { ok: true } });
    expect((await api.get('/api/v1/webhooks')).body).toEqual([]);
  });
});

describe('a link import through the API only', () => {
  it('imports a video from a web site, follows it to ready and charges the link\'s credit', async () => {
    const account = await makeApiAccount(harness.db.prisma, base, 'business');
    await grantCredits(harness.db.prisma, { userId: account.userId, key: `api-link:${account.userId}`, amountMilli: 5_000, reason: 'grant' });
    const api = createBearerClient(base, await account.createKey('write'));
    const started = await api.post('/api/v1/links/imports', { toolId: 'video_sharpener', url: `${siteUrl}/clip.mp4` });
    expect(started.status).toBe(201);
    expect(validate('#/components/schemas/LinkImportStarted', started.body)).toEqual([]);
    const fileId = started.body.fileId as string;
    const imported = await waitFor(async () => (await api.get(`/api/v1/links/imports/${fileId}`)).body, (body) => (body.file as ApiFile).status !== 'importing', 60_000, 300);
    expect(validate('#/components/schemas/LinkImport', imported)).toEqual([]);
    expect(imported).toMatchObject({ file: { id: fileId, status: 'ready', width: 160, height: 120 }, progress: null, error: null });
    expect(((await api.get(`/api/v1/files/${fileId}`)).body as unknown as ApiFile).status).toBe('ready');
    // The credit is captured as the import's workflow ends, just after the file turns ready.
    expect(await waitFor(() => getBalanceMilli(harness.db.prisma, account.userId), (balance) => balance === 4_000, 30_000, 200)).toBe(4_000);
    expect(await api.post('/api/v1/links/imports', { toolId: 'video_sharpener', url: 'not a link' })).toMatchObject({ status: 400, body: { error: { code: 'link_invalid' } } });
  });
});

describe('keys', () => {
  it('lets a read key read, and refuses it anything that starts, changes or cancels', async () => {
    const account = await makeApiAccount(harness.db.prisma, base, 'enterprise');
    const writer = createBearerClient(base, await account.createKey('write'));
    const reader = createBearerClient(base, await account.createKey('read'));
    const { file } = await upload(writer, clipBytes(3));
    expect((await reader.get('/api/v1/jobs')).status).toBe(200);
    expect((await reader.get(`/api/v1/files/${file.id}`)).status).toBe(200);
    expect(await reader.get('/api/v1/webhooks')).toMatchObject({ status: 200, body: [] });
    expect((await reader.get('/api/v1/webhooks/deliveries')).status).toBe(200);
    expect(await reader.post('/api/v1/webhooks', { url: `${receiverUrl}/read`, eventTypes: ['job.completed'] })).toMatchObject({ status: 403, body: { error: { code: 'not_authorized' } } });
    expect((await reader.post('/api/v1/links/imports', { toolId: 'video_sharpener', url: `${siteUrl}/clip.mp4` })).status).toBe(403);
    const refused = await reader.post('/api/v1/jobs', { fileId: file.id, toolId: 'video_sharpener', range: { startS: 0, endS: 2 }, options: {} });
    expect(refused).toMatchObject({ status: 403, body: { error: { code: 'not_authorized', message: 'not_authorized', params: { scope: 'write' } } } });
    const started = await writer.post('/api/v1/jobs', { fileId: file.id, toolId: 'video_sharpener', range: { startS: 0, endS: 2 }, options: {} });
    const jobId = started.body.jobId as string;
    expect((await reader.post(`/api/v1/jobs/${jobId}/cancel`)).status).toBe(403);
    expect((await reader.post(`/api/v1/jobs/${jobId}/export`)).status).toBe(403);
    const tus = await reader.request('/api/v1/uploads', { method: 'POST', headers: { 'tus-resumable': '1.0.0', 'upload-length': '10' } });
    expect(tus.status).toBe(403);
    expect((await writer.post(`/api/v1/jobs/${jobId}/cancel`)).body).toEqual({ ok: true });
  });

  it('refuses a revoked key, an unknown key, no key and a browser session', async () => {
    const account = await makeApiAccount(harness.db.prisma, base, 'business');
    const token = await account.createKey('write');
    const api = createBearerClient(base, token);
    expect((await api.get('/api/v1/jobs')).status).toBe(200);
    const [key] = (await account.session.trpc.apiKeys.list.query()).keys;
    await account.session.trpc.apiKeys.revoke.mutate({ keyId: key!.id });
    const revoked = await api.get('/api/v1/jobs');
    expect(revoked).toMatchObject({ status: 401, body: { error: { code: 'not_authenticated' } } });
    expect(revoked.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect((await account.session.trpc.apiKeys.list.query()).keys[0]!.revokedAt).not.toBeNull();
    // The same length and alphabet, another key.
    expect((await createBearerClient(base, token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))).get('/api/v1/jobs')).status).toBe(401);
    expect((await fetch(`${base}/api/v1/jobs`)).status).toBe(401);
    // The settings page's session is no way in: the API reads no cookie.
    expect((await account.session.request('/api/v1/jobs')).status).toBe(401);
  });

  it('opens to the plans the rule allows: a key stops working when its account leaves them, and other plans cannot create one', async () => {
    const account = await makeApiAccount(harness.db.prisma, base, 'business');
    const api = createBearerClient(base, await account.createKey('read'));
    await harness.db.prisma.user.update({ where: { id: account.userId }, data: { plan: 'pro' } });
    expect(await api.get('/api/v1/jobs')).toMatchObject({ status: 403, body: { error: { code: 'plan_feature_unavailable' } } });
    expect((await account.session.trpc.apiKeys.list.query()).allowed).toBe(false);
    const error = await account.createKey('write').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect((error as TRPCClientError<never>).data).toMatchObject({ httpStatus: 403, domain: { code: 'plan_feature_unavailable' } });
  });

  it('limits requests per key, each key on its own budget, with Retry-After', async () => {
    const account = await makeApiAccount(harness.db.prisma, tightBase, 'enterprise');
    const first = createBearerClient(tightBase, await account.createKey('read', 'first'));
    const second = createBearerClient(tightBase, await account.createKey('read', 'second'));
    for (let i = 0; i < 3; i++) expect((await first.get('/api/v1/jobs')).status).toBe(200);
    const limited = await first.get('/api/v1/jobs');
    expect(limited).toMatchObject({ status: 429, body: { error: { code: 'rate_limited' } } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await second.get('/api/v1/jobs')).status).toBe(200);
  });
});

describe('another account\'s ids', () => {
  it('answer 404, as ids that do not exist, for jobs, files, uploads and downloads', async () => {
    const owner = await makeApiAccount(harness.db.prisma, base, 'business');
    const ownerApi = createBearerClient(base, await owner.createKey('write'));
    const { file } = await upload(ownerApi, clipBytes(3));
    const pending = await ownerApi.request('/api/v1/uploads', { method: 'POST', headers: { 'tus-resumable': '1.0.0', 'upload-length': '1000' } });
    const pendingLocation = pending.headers.get('location')!;
    const jobId = (await ownerApi.post('/api/v1/jobs', { fileId: file.id, toolId: 'video_sharpener', range: { startS: 0, endS: 2 }, options: {} })).body.jobId as string;
    const sourceUrl = (await ownerApi.get(`/api/v1/files/${file.id}`)).body.sourceUrl as string;

    const stranger = await makeApiAccount(harness.db.prisma, base, 'business');
    const api = createBearerClient(base, await stranger.createKey('write'));
    const missingJob = '00000000-0000-4000-8000-000000000000';
    for (const id of [jobId, missingJob]) {
      expect(await api.get(`/api/v1/jobs/${id}`)).toMatchObject({ status: 404, body: { error: { code: 'job_not_found' } } });
      expect(await api.post(`/api/v1/jobs/${id}/cancel`)).toMatchObject({ status: 404, body: { error: { code: 'job_not_found' } } });
      expect(await api.post(`/api/v1/jobs/${id}/selection`, { indices: 'all' })).toMatchObject({ status: 404, body: { error: { code: 'job_not_found' } } });
    }
    expect(await api.get(`/api/v1/files/${file.id}`)).toMatchObject({ status: 404, body: { error: { code: 'file_not_found' } } });
    expect(await api.post('/api/v1/jobs', { fileId: file.id, toolId: 'video_sharpener', range: { startS: 0, endS: 2 }, options: {} })).toMatchObject({ status: 404, body: { error: { code: 'file_not_found' } } });
    expect((await api.request(pendingLocation, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0' } })).status).toBe(404);
    expect((await api.request(sourceUrl)).status).toBe(404);
    expect((await api.get('/api/v1/jobs')).body).toEqual([]);
    expect(await api.get(`/api/v1/links/imports/${file.id}`)).toMatchObject({ status: 404, body: { error: { code: 'file_not_found' } } });
    const hookId = (await ownerApi.post('/api/v1/webhooks', { url: `${receiverUrl}/owner`, eventTypes: ['job.failed'] })).body.id as string;
    for (const id of [hookId, missingJob]) {
      expect(await api.json(`/api/v1/webhooks/${id}`, { method: 'DELETE' })).toMatchObject({ status: 404, body: { error: { code: 'webhook_not_found' } } });
      expect(await api.post(`/api/v1/webhooks/${id}/rotate-secret`)).toMatchObject({ status: 404, body: { error: { code: 'webhook_not_found' } } });
    }
    expect((await ownerApi.get('/api/v1/webhooks')).body).toHaveLength(1);
    expect((await ownerApi.post(`/api/v1/jobs/${jobId}/cancel`)).status).toBe(200);
  });
});

describe('errors', () => {
  it('answers bad input with the app\'s typed codes and the right status', async () => {
    const account = await makeApiAccount(harness.db.prisma, base, 'business');
    const api = createBearerClient(base, await account.createKey('write'));
    const { file } = await upload(api, clipBytes(3));
    const start = (body: unknown) => api.post('/api/v1/jobs', body);
    expect(await start({ fileId: file.id, toolId: 'video_sharpener', range: { startS: 2, endS: 1 }, options: {} })).toMatchObject({ status: 400, body: { error: { code: 'range_invalid' } } });
    expect(await start({ fileId: file.id, toolId: 'video_sharpener', range: { startS: 0, endS: 2 }, options: { strength: 99 } })).toMatchObject({ status: 400, body: { error: { code: 'option_invalid' } } });
    expect(await start({ fileId: file.id, toolId: 'no_such_tool', range: null })).toMatchObject({ status: 400, body: { error: { code: 'invalid_request' } } });
    expect(await start([1, 2])).toMatchObject({ status: 400, body: { error: { code: 'invalid_request' } } });
    const notJson = await api.json('/api/v1/jobs', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"fileId":' });
    expect(notJson).toMatchObject({ status: 400, body: { error: { code: 'invalid_request' } } });
    expect(await api.get('/api/v1/jobs/not.an.id')).toMatchObject({ status: 400, body: { error: { code: 'invalid_request' } } });
    expect(await api.get('/api/v1/jobs/%E0%A4%A')).toMatchObject({ status: 400, body: { error: { code: 'invalid_request' } } });
    expect(await api.get('/api/v1/jobs?page=0')).toMatchObject({ status: 400, body: { error: { code: 'invalid_request' } } });
    expect(await api.get('/api/v1/nothing')).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    expect(await api.json('/api/v1/jobs', { method: 'DELETE' })).toMatchObject({ status: 405, body: { error: { code: 'invalid_request' } } });
    const big = await postDeclaringBytes('/api/v1/jobs', api.key, 50 * 1024 * 1024);
    expect(big).toMatchObject({ status: 413, body: { error: { code: 'request_too_large', params: { maxBytes: TRPC_MAX_BODY_BYTES } } } });
    for (const answer of [await api.get('/api/v1/nothing'), await start({ fileId: file.id })]) expect(validate('#/components/schemas/Error', answer.body)).toEqual([]);
  });

  it('serves the OpenAPI document to anyone, as generated', async () => {
    const response = await fetch(`${base}/api/v1/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(checkOpenApiDocument(document).errors).toEqual([]);
    expect(Object.keys(document.paths)).toContain('/jobs/{jobId}/cancel');
  });
});
