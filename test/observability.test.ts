import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../server/create-app';
import { createApiClient } from './support/api-client';
import { closeHttpServer } from './support/close-http-server';
import { getFreePort } from './support/free-port';
import { tusMetadata } from './support/http-visitor';
import { startJobHarness, type JobHarness } from './support/job-harness';
import { makeTestClip } from './support/make-test-clip';
import { readPrometheus } from './support/read-prometheus';
import { settleTemporalCalls } from './support/start-test-temporal';
import { JOB_TEST_TIMEOUT_MS, waitFor } from './support/wait-for';
import { grantCredits } from '../temporal/activities/app/credit-ledger';
import { createLocalStorage } from '../temporal/activities/storage/local-storage';
import { checkStorage } from '../temporal/runtime/observability/check-storage';
import { startHealthServer } from '../temporal/runtime/observability/start-health-server';

// The app (in this process, as server/main.ts assembles it) and a real cpu worker process with its health port: a
// visitor uploads a clip and buys a sharpened copy, then the probes and scrapes of both are read.
const METRICS_TOKEN = 'observability-test-metrics-token';
let harness: JobHarness;
let dir: string;
let server: Server;
let appBase: string;
let worker: ChildProcess;
let workerBase: string;
const workerLines: string[] = [];
let stopApp: () => void;
let appDone: Promise<unknown>;

beforeAll(async () => {
  harness = await startJobHarness();
  dir = mkdtempSync(join(tmpdir(), 'kinora-observability-'));
  const app = await createApp({
    db: harness.db,
    storageDir: harness.storageDir,
    storage: harness.storage,
    namespace: 'default',
    connection: harness.env.nativeConnection,
    temporal: { client: harness.env.client },
    workflowBundle: harness.bundle,
    webDistDir: join(dir, 'no-web'),
    maxUploadBytes: 50 * 1024 * 1024,
    secureCookies: false,
    uploadsDir: join(dir, 'uploads'),
    metricsAccess: { token: METRICS_TOKEN },
  });
  server = app.server;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  appBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let release!: () => void;
  appDone = app.worker.runUntil(new Promise<void>((r) => (release = r)));
  stopApp = release;

  const healthPort = await getFreePort();
  const root = resolve(import.meta.dirname, '..');
  worker = spawn(process.execPath, ['--import', 'tsx', resolve(root, 'temporal/workers-cpu/main.ts')], {
    cwd: root,
    env: { ...process.env, TEMPORAL_ADDRESS: harness.env.address, STORAGE_DIR: harness.storageDir, CPU_WORKER_CONCURRENCY: '2', WORKER_HEALTH_PORT: String(healthPort), LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let pending = '';
  worker.stdout!.on('data', (data: Buffer) => {
    const lines = (pending + data.toString()).split('\n');
    pending = lines.pop() ?? '';
    workerLines.push(...lines.filter(Boolean));
  });
  workerBase = `http://127.0.0.1:${healthPort}`;
  await waitFor(() => fetch(`${workerBase}/healthz`).then((r) => r.status, () => 0), (status) => status === 200, 60_000, 100);
});

afterAll(async () => {
  worker?.kill('SIGKILL');
  await closeHttpServer(server);
  if (harness) await settleTemporalCalls(harness.env);
  stopApp?.();
  await appDone;
  await harness?.close();
  rmSync(dir, { recursive: true, force: true });
});

const scrape = async (base: string) => (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();

describe('health', () => {
  it('answers /healthz and /readyz on the app (database, Temporal, storage) and on the worker (Temporal, storage)', async () => {
    expect(await (await fetch(`${appBase}/healthz`)).text()).toBe('ok');
    const app = await fetch(`${appBase}/readyz`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(app.status).toBe(200);
    expect(await app.json()).toEqual({ ready: true, checks: { database: 'ok', temporal: 'ok', storage: 'ok' }, failed: [] });
    // The app faces the internet: without the token, no reasons and no metrics.
    expect(await (await fetch(`${appBase}/readyz`)).json()).toEqual({ ready: true, failed: [] });
    expect((await fetch(`${appBase}/metrics`)).status).not.toBe(200);
    expect((await fetch(`${appBase}/metrics`, { headers: { authorization: 'Bearer wrong-token-of-some-length' } })).status).not.toBe(200);

    expect((await fetch(`${workerBase}/healthz`)).status).toBe(200);
    const worker = await fetch(`${workerBase}/readyz`);
    expect(worker.status).toBe(200);
    expect(await worker.json()).toEqual({ ready: true, checks: { temporal: 'ok', storage: 'ok' }, failed: [] });
    expect((await fetch(`${workerBase}/anything-else`)).status).toBe(404);
  });

  it('answers 503 naming the dependency that is not reachable, and a hung one within its time limit', async () => {
    // A storage root that is a file: nothing can be written under it.
    const notADirectory = join(dir, 'not-a-directory');
    writeFileSync(notADirectory, 'x');
    const health = await startHealthServer(
      {
        readiness: {
          temporal: () => harness.env.nativeConnection.healthService.check({}),
          storage: () => checkStorage(createLocalStorage(notADirectory)),
          hung: () => new Promise(() => undefined),
        },
        metrics: async () => '',
      },
      { host: '127.0.0.1', port: 0 },
    );
    try {
      const startedAt = Date.now();
      const response = await fetch(`http://127.0.0.1:${health.port}/readyz`);
      expect(response.status).toBe(503);
      const body = (await response.json()) as { ready: boolean; checks: Record<string, string>; failed: string[] };
      expect(body.failed).toEqual(['storage', 'hung']);
      expect(body.checks.temporal).toBe('ok');
      expect(body.checks.hung).toMatch(/no answer within/);
      expect(Date.now() - startedAt).toBeLessThan(10_000);
    } finally {
      health.server.close();
    }
  });
});

describe('metrics and logs after a real job', () => {
  it('moves the job, credit, upload and activity counters, and logs JSON lines that carry the job', async () => {
    const appBefore = await scrape(appBase);
    const workerBefore = await scrape(workerBase);
    const visitor = createApiClient(appBase);
    const clip = readFileSync(makeTestClip(join(dir, 'clip.mp4'), { durationS: 4, width: 320, height: 180 }));
    const created = await visitor.request('/api/uploads', { method: 'POST', headers: { 'tus-resumable': '1.0.0', 'upload-length': String(clip.length), 'upload-metadata': tusMetadata({ filename: 'clip.mp4' }) } });
    expect(created.status).toBe(201);
    const uploaded = await visitor.request(created.headers.get('location')!, { method: 'PATCH', headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, body: new Uint8Array(clip) });
    const { file } = (await uploaded.json()) as { file: { id: string; status: string } };
    expect(file.status).toBe('ready');
    await grantCredits(harness.db.prisma, { userId: (await visitor.trpc.auth.me.query())!.id, key: `gift:${file.id}`, amountMilli: 50_000, reason: 'grant' });

    const { jobId } = await visitor.trpc.jobs.start.mutate({ fileId: file.id, toolId: 'video_sharpener', range: { startS: 0, endS: 4 }, options: {} });
    await waitFor(() => visitor.trpc.jobs.get.query({ jobId }), (job) => job.stage === 'awaiting_export' || job.stage === 'failed', 180_000, 250);
    await visitor.trpc.jobs.premiumExport.mutate({ jobId });
    const done = await waitFor(() => visitor.trpc.jobs.get.query({ jobId }), (job) => job.stage === 'done' || job.stage === 'failed', 180_000, 250);
    expect(done.stage).toBe('done');

    const app = await scrape(appBase);
    const moved = (name: string, labels: Record<string, string> = {}) => readPrometheus(app, name, labels) - readPrometheus(appBefore, name, labels);
    expect(moved('kinora_jobs_started_total', { tool: 'video_sharpener' })).toBe(1);
    expect(moved('kinora_jobs_finished_total', { tool: 'video_sharpener' })).toBe(1);
    expect(moved('kinora_jobs_failed_total')).toBe(0);
    expect(moved('kinora_credits_milli_total', { movement: 'reserved' })).toBeGreaterThan(0);
    expect(moved('kinora_credits_milli_total', { movement: 'captured' })).toBe(moved('kinora_credits_milli_total', { movement: 'reserved' }));
    expect(moved('kinora_upload_bytes_total')).toBe(clip.length);
    // The app worker's own activities (projections, the ledger) on the app queue.
    expect(moved('kinora_activity_duration_seconds_count', { activity: 'projectJob', queue: 'app', outcome: 'completed' })).toBeGreaterThan(2);
    expect(app).toMatch(/^kinora_task_queue_backlog\{queue="cpu"\} \d+$/m);

    const work = await scrape(workerBase);
    const workerMoved = (name: string, labels: Record<string, string>) => readPrometheus(work, name, labels) - readPrometheus(workerBefore, name, labels);
    expect(workerMoved('kinora_activity_duration_seconds_count', { activity: 'renderSegment', queue: 'cpu', outcome: 'completed' })).toBeGreaterThan(0);
    expect(workerMoved('kinora_render_speed_ratio_count', { activity: 'renderSegment', queue: 'cpu' })).toBeGreaterThan(0);
    expect(readPrometheus(work, 'kinora_render_speed_ratio_sum', { activity: 'renderSegment' })).toBeGreaterThan(0);
    expect(work).toMatch(/^temporal_\w+\{.*task_queue="cpu"/m);

    // Every line the worker wrote is JSON; the ffmpeg runs of this job name the job, its activity and attempt.
    const entries = workerLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.every((e) => e.process === 'cpu-worker' && typeof e.level === 'string' && typeof e.msg === 'string')).toBe(true);
    const ofJob = entries.filter((e) => e.jobId === jobId);
    expect(ofJob.length).toBeGreaterThan(0);
    expect(ofJob.some((e) => e.activity === 'renderSegment' && e.workflowId === jobId && typeof e.attempt === 'number')).toBe(true);
  }, JOB_TEST_TIMEOUT_MS);
});

describe('the app process (server/main.ts)', () => {
  it('logs JSON lines, answers its probes and /metrics with the Temporal runtime\'s metrics, and stops cleanly on SIGTERM', async () => {
    const port = await getFreePort();
    const dataDir = join(dir, 'app-data');
    const app = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, '../server/main.ts')], {
      cwd: resolve(import.meta.dirname, '..'),
      // It polls the same `app` queue as the app above: it runs after the job test, when no job is left to take.
      env: { PATH: process.env.PATH, KINORA_DEV: '1', DATA_DIR: dataDir, PORT: String(port), TEMPORAL_ADDRESS: harness.env.address, WEB_DIST_DIR: join(dir, 'no-web'), WORKER_SHUTDOWN_GRACE_S: '2' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<number | null>((r) => app.once('exit', (code) => r(code)));
    const lines: string[] = [];
    app.stdout!.on('data', (data: Buffer) => lines.push(...data.toString().split('\n').filter(Boolean)));
    try {
      const base = `http://127.0.0.1:${port}`;
      await waitFor(() => fetch(`${base}/readyz`).then((r) => r.status, () => 0), (status) => status === 200, 120_000, 200);
      expect(await (await fetch(`${base}/readyz`)).json()).toMatchObject({ ready: true, checks: { database: 'ok', temporal: 'ok', storage: 'ok' } });
      const metrics = await scrape(base);
      expect(metrics).toMatch(/^# TYPE kinora_jobs_started_total counter$/m);
      expect(metrics).toMatch(/^temporal_\w+\{.*task_queue="app"/m);
    } finally {
      app.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    const entries = lines.map((line) => JSON.parse(line) as { process: string; msg: string });
    expect(entries.every((e) => e.process === 'app')).toBe(true);
    expect(entries.map((e) => e.msg)).toEqual(expect.arrayContaining(['database open, migrations applied', 'listening', 'stopped']));
  }, 180_000);
});
