import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { request as httpRequest, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPCClientError } from '@trpc/client';
import { grantCredits } from '../../temporal/activities/app/credit-ledger';
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

let harness: JobHarness;
let server: Server;
/** The same app with a key allowed 3 requests an hour (the per-key rate limit). */
let tightServer: Server;
let base: string;
let tightBase: string;
let dir: string;
let stop: () => void;
let workersDone: Promise<unknown>;

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
  };
  server = createHttpServer(deps);
  tightServer = createHttpServer({ ...deps, uploadsDir: join(dir, 'uploads-tight'), rateLimits: { api_request: 3 } });
  [base, tightBase] = await Promise.all([listen(server), listen(tightServer)]);
  // The app, cpu and gpu workers run for the whole file: uploads are probed and jobs rendered by them.
  let release!: () => void;
  const stopped = new Promise<void>((r) => (release = r));
  stop = release;
  workersDone = harness.withWorkers(() => stopped);
});

afterAll(async () => {
  await Promise.all([server && closeHttpServer(server), tightServer && closeHttpServer(tightServer)]);
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
  it('uploads a clip, starts the sharpener, follows it to the end, exports if asked, downloads the output and it plays', async () => {
    const account = await makeApiAccount(harness.db.prisma, base, 'business');
    await grantCredits(harness.db.prisma, { userId: account.userId, key: `api-test:${account.userId}`, amountMilli: 100_000, reason: 'grant' });
    const api = createBearerClient(base, await account.createKey('write', 'CI pipeline'));

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

    const settled = (job: ApiJob) => ['done', 'failed', 'cancelled', 'awaiting_export'].includes(job.stage);
    const poll = () => waitFor(async () => (await api.get(`/api/v1/jobs/${jobId}`)).body as unknown as ApiJob, settled, 120_000, 500);
    let job = await poll();
    if (job.stage === 'awaiting_export') {
      expect((await api.post(`/api/v1/jobs/${jobId}/export`)).status).toBe(200);
      job = await waitFor(async () => (await api.get(`/api/v1/jobs/${jobId}`)).body as unknown as ApiJob, (j) => ['done', 'failed', 'cancelled'].includes(j.stage), 120_000, 500);
    }
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
