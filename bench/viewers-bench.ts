import { join } from 'node:path';
import { cpus, loadavg } from 'node:os';
import type { AddressInfo } from 'node:net';
import { InterceptingCall, ListenerBuilder, type Interceptor } from '@grpc/grpc-js';
import { Client, Connection } from '@temporalio/client';
import { Context } from '@temporalio/activity';
import { Worker } from '@temporalio/worker';
import { startJobHarness } from '../test/support/job-harness';
import { makeTestClip } from '../test/support/make-test-clip';
import { waitFor } from '../test/support/wait-for';
import { createAppWorker } from '../temporal/runtime/create-app-worker';
import { SHARED_WORKER_OPTIONS } from '../temporal/runtime/worker-options';
import { createComputeActivities } from '../temporal/activities/compute-activities';
import { GPU_QUEUES, TASK_QUEUES } from '../domain/jobs/task-queues';
import type { ToolJobInput } from '../temporal/workflows/tool-job-input';
import { createJobGateway } from '../server/temporal/job-gateway';
import { startJobViewHub } from '../server/jobs/start-job-view-hub';
import { toClientJob } from '../server/routers/job-for-client';
import { createMediaUrls } from '../server/http/media-urls';
import { createHttpServer } from '../server/http/create-http-server';
import { createSession, generateSessionToken, SESSION_COOKIE } from '../server/auth/sessions';
import { DEFAULT_GUEST_RETENTION_MS } from '../domain/files/get-file-expiry';
import { closeHttpServer } from '../test/support/close-http-server';
import { WEB_DIST } from '../test/support/start-web-app';

type Row = (...cells: (string | number)[]) => void;

/** How long each configuration is measured. */
const WINDOW_MS = 5000;

/**
 * 15. Watching a job: Temporal requests per second and the app's CPU with 1, 100 and 1000 open pages of one rendering
 * job, before (main's jobs.watch: per page, a job row read, a workflow query and a describe every 500 ms) and after
 * (the hub: pages share one loop; the workflow pushes its view; one describe a second for the heartbeats). Then the
 * status API (jobs.get over HTTP) at 200 requests/s. The job is held in its render by a worker whose renderSegment
 * heartbeats 1% a second without encoding (the transport is measured, not ffmpeg); everything else is real.
 */
export async function runViewersBench(row: Row, dir: string): Promise<void> {
  const harness = await startJobHarness();
  const calls: number[] = [];
  const answered: number[] = [];
  // Requests sent, and requests answered (a saturated server answers fewer than it is sent).
  const countCalls: Interceptor = (options, nextCall) =>
    new InterceptingCall(nextCall(options), {
      start(metadata, _listener, next) {
        calls.push(Date.now());
        next(metadata, new ListenerBuilder().withOnReceiveStatus((status, nextStatus) => {
          answered.push(Date.now());
          nextStatus(status);
        }).build());
      },
    });
  const connection = await Connection.connect({ address: harness.env.address, interceptors: [countCalls] });
  const gateway = createJobGateway({ client: new Client({ connection }) });
  const { hub, stop } = await startJobViewHub(harness.db, gateway);
  const mediaUrls = createMediaUrls('viewers-bench-secret-viewers-bench-secret');
  const slowRender = async () => {
    const context = Context.current();
    for (let percent = 1; percent < 100 && !context.cancellationSignal.aborted; percent++) {
      context.heartbeat({ pass: 'render', percent, etaS: 100 - percent });
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    throw new Error('bench render cancelled');
  };
  const appWorker = await createAppWorker({ connection: harness.env.nativeConnection, namespace: 'default', prisma: harness.db.prisma, workflowBundle: harness.bundle, retention: { storage: harness.storage, uploadsDir: join(dir, 'viewers-uploads') } });
  const workers = [
    appWorker,
    ...(await Promise.all(
      [TASK_QUEUES.cpu, ...GPU_QUEUES].map((taskQueue) =>
        Worker.create({ ...SHARED_WORKER_OPTIONS, connection: harness.env.nativeConnection, taskQueue, activities: { ...createComputeActivities(harness.storage), renderSegment: slowRender }, maxConcurrentActivityTaskExecutions: 4 }),
      ),
    )),
  ];
  const running = Promise.all(workers.map((w) => w.run()));
  try {
    const clip = makeTestClip(join(dir, 'viewers.mp4'), { durationS: 20, width: 320, height: 180, audio: false });
    const range = { startS: 0, endS: 20 };
    const { userId, fileId, sourceKey } = await harness.seedUserAndFile(clip, 100);
    const jobId = await harness.createJobRow({ userId, fileId, toolId: 'video_sharpener', range });
    const input: ToolJobInput = { jobId, userId, toolId: 'video_sharpener', plan: 'premium', sourceKey, range, options: {} };
    const handle = await harness.env.client.workflow.start('videoSharpenerWorkflow', { taskQueue: TASK_QUEUES.app, workflowId: jobId, args: [input] });
    // Measured while it renders: the costliest state for the new path (heartbeats are read from Temporal).
    await waitFor(() => hub.read(jobId), (view) => view?.stage === 'final' && view.work_progress > 0, 120_000);

    /** Main's jobs.watch, per page: the row (ownership), the view from Temporal, a compare, 500 ms. */
    let pageViews = 0;
    const oldPage = async (signal: AbortSignal) => {
      let last = '';
      while (!signal.aborted) {
        await harness.db.prisma.job.findUnique({ where: { id: jobId } });
        const view = await gateway.getJobView(jobId);
        const serialized = JSON.stringify(toClientJob(view!, mediaUrls));
        if (serialized !== last) last = serialized;
        pageViews++;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    };
    /** This branch's jobs.watch, per page: the row once, then the hub's views. */
    const newPage = async (signal: AbortSignal) => {
      await harness.db.prisma.job.findUnique({ where: { id: jobId } });
      for await (const watched of hub.watch(jobId, signal)) {
        if ('view' in watched && watched.view) toClientJob(watched.view, mediaUrls);
        pageViews++;
      }
    };
    for (const [path, page] of [['before (main: per-page poll)', oldPage], ['after (pushed, shared)', newPage]] as const) {
      for (const pages of [1, 100, 1000]) {
        const abort = new AbortController();
        const open = Array.from({ length: pages }, () => page(abort.signal).catch(() => undefined));
        // Let the pages open and settle, then measure a window.
        await new Promise((resolve) => setTimeout(resolve, 1500));
        const fromMs = Date.now();
        const viewsBefore = pageViews;
        const cpuBefore = process.cpuUsage();
        await new Promise((resolve) => setTimeout(resolve, WINDOW_MS));
        const cpu = process.cpuUsage(cpuBefore);
        const toMs = Date.now();
        abort.abort();
        await Promise.all(open);
        const windowS = (toMs - fromMs) / 1000;
        const sent = calls.filter((at) => at >= fromMs && at < toMs).length / windowS;
        const done = answered.filter((at) => at >= fromMs && at < toMs).length / windowS;
        const cpuPercent = ((cpu.user + cpu.system) / 1000 / (toMs - fromMs)) * 100;
        // Old path: polls a page completed (2/s when Temporal keeps up); new path: views a page received (on change).
        const viewsPerPage = (pageViews - viewsBefore) / pages / windowS;
        row(`15. ${pages} open page(s) of one rendering job, ${path}`, 'Temporal requests/s sent (answered)', `${sent.toFixed(1)} (${done.toFixed(1)})`, 'app CPU % of a core', cpuPercent, 'updates per page per s', viewsPerPage);
      }
    }

    // The status API: jobs.get over HTTP, 200 requests a second for 5 s, open loop (a slow answer does not slow the load).
    const server = createHttpServer({
      prisma: harness.db.prisma,
      storage: harness.storage,
      jobs: gateway,
      jobViews: hub,
      viewer: { prisma: harness.db.prisma, secureCookies: false },
      maxUploadBytes: 1024 ** 2,
      uploadsDir: join(dir, 'viewers-uploads'),
      mediaUrls,
      guestRetentionMs: DEFAULT_GUEST_RETENTION_MS,
      webDistDir: WEB_DIST,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const token = generateSessionToken();
    await createSession(harness.db.prisma, token, userId);
    /** `url` at 200 requests a second for 5 s, open loop; latencies sorted, CPU ms per request, Temporal requests/s. */
    const load = async (url: string) => {
      const get = async () => {
        const started = performance.now();
        const response = await fetch(url, { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        await response.arrayBuffer();
        return performance.now() - started;
      };
      for (let i = 0; i < 20; i++) await get();
      const latencies: Promise<number>[] = [];
      const cpuBefore = process.cpuUsage();
      const fromMs = Date.now();
      for (let i = 0; i < 1000; i++) {
        latencies.push(get());
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, fromMs + (i + 1) * 5 - Date.now())));
      }
      const sorted = (await Promise.all(latencies)).sort((a, b) => a - b);
      const toMs = Date.now();
      const cpu = process.cpuUsage(cpuBefore);
      return {
        p50: sorted[Math.floor(sorted.length * 0.5)]!,
        p99: sorted[Math.floor(sorted.length * 0.99)]!,
        cpuMs: (cpu.user + cpu.system) / 1000 / sorted.length,
        temporalPerS: calls.filter((at) => at >= fromMs && at < toMs).length / ((toMs - fromMs) / 1000),
      };
    };
    // Baseline: the cheapest signed-in query (the session check every request pays), then the job status.
    const floor = await load(`${base}/trpc/billing.provider`);
    const status = await load(`${base}/trpc/jobs.get?input=${encodeURIComponent(JSON.stringify({ jobId }))}`);
    row('15. status API at 200 requests/s for 5 s (HTTP, loopback), p50 / p99 ms', 'billing.provider (session check only)', `${floor.p50.toFixed(1)} / ${floor.p99.toFixed(1)}`, 'jobs.get, rendering job', `${status.p50.toFixed(1)} / ${status.p99.toFixed(1)}`, 'Temporal requests/s during jobs.get', status.temporalPerS);
    // CPU time per request (server and client in one process): the figure the machine's load changes least.
    row('15. status API CPU ms per request (app + client in one process)', 'billing.provider', floor.cpuMs, 'jobs.get', status.cpuMs, `load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`, '');
    await closeHttpServer(server);
    await handle.cancel();
    await handle.result().catch(() => undefined);
  } finally {
    await stop();
    for (const worker of workers) worker.shutdown();
    await running;
    await connection.close();
    await harness.close();
  }
}
