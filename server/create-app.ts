import type { Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Client } from '@temporalio/client';
import type { NativeConnection, Worker, WorkflowBundleWithSourceMap } from '@temporalio/worker';
import type { Database } from './db/open-database';
import { createLocalStorage } from '../temporal/activities/storage/local-storage';
import { createAppWorker } from '../temporal/runtime/create-app-worker';
import type { WorkerDeploymentOptions } from '@temporalio/worker';
import type { Tracing } from '../temporal/runtime/observability/tracing';
import { createJobGateway } from './temporal/job-gateway';
import { startJobViewHub } from './jobs/start-job-view-hub';
import { createHttpServer } from './http/create-http-server';
import type { AccountsDeps } from './trpc';
import type { PaymentProvider } from './billing/payment-provider';
import { createMediaUrls } from './http/media-urls';
import { ensureRetentionSchedule } from './temporal/retention-schedule';
import type { Storage } from '../temporal/activities/storage/storage';
import { DEFAULT_GUEST_RETENTION_MS } from '../domain/files/get-file-expiry';
import type { UploadReservationLimits } from '../domain/files/check-upload-reservation';
import type { PlanId } from '../domain/plans';
import { getLogger } from '../temporal/runtime/observability/get-logger';
import { getMetrics } from '../temporal/runtime/observability/metrics';
import { checkStorage } from '../temporal/runtime/observability/check-storage';
import type { HealthEndpoints } from '../temporal/runtime/observability/handle-health-request';
import { makeTaskQueueBacklogSampler } from './temporal/sample-task-queue-backlog';
import { makeMetricsAccess } from './http/is-metrics-request-allowed';

export interface AppOptions {
  db: Database;
  storageDir: string;
  namespace: string;
  /** The worker's connection to Temporal. */
  connection: NativeConnection;
  /** Where the gateway's client connects; or a ready client (tests). */
  temporal: { address: string } | { client: Client };
  webDistDir: string;
  maxUploadBytes: number;
  /** Room for unfinished uploads and the disk's free-space floor (default: domain's DEFAULT_UPLOAD_RESERVATION_LIMITS). */
  uploadReservationLimits?: UploadReservationLimits;
  /** Sign-in methods (server/create-integrations.ts from the configuration); default: none. */
  accounts?: AccountsDeps;
  /** Payments (the test provider only with KINORA_DEV=1, see create-integrations.ts); default: none. */
  payments?: PaymentProvider | null;
  /** Where users reach the app (payment return URLs). */
  publicUrl?: string;
  /** Fixed-length subscription months (tests); default calendar months. */
  subscriptionMonthMs?: number | null;
  secureCookies: boolean;
  adminEmails?: readonly string[];
  /** The Temporal Web UI (TEMPORAL_UI_URL) that support pages link runs to. */
  temporalUiUrl?: string;
  workflowBundle?: WorkflowBundleWithSourceMap;
  /** Media storage; local storage in storageDir when not given (UploadThing when configured: see create-storage.ts). */
  storage?: Storage;
  /** Where unfinished uploads are staged (default: storageDir/.tus, beside the objects so finishing one is a rename). */
  uploadsDir?: string;
  /** Signs media URLs (default: a random one per process, fine for tests). */
  mediaUrlSecret?: string;
  guestRetentionMs?: number;
  /** How often the retention schedule runs (default hourly). */
  retentionEveryMs?: number;
  /** The reverse proxies whose X-Forwarded-For names the client (TRUST_PROXY). */
  trustedProxies?: readonly string[];
  /** Plans with public API access (API_PLANS) and requests per hour per API key (API_REQUESTS_PER_HOUR). */
  apiPlans?: readonly PlanId[];
  apiRequestsPerHour?: number;
  /** Webhooks: local targets allowed (KINORA_DEV=1 only) and the plans that have them (WEBHOOK_PLANS; null: default). */
  webhooks?: { allowLocalTargets: boolean; plans: readonly string[] | null };
  /** The Temporal runtime's own metrics, appended to `/metrics` (main.ts installs the runtime's exporter). */
  readRuntimeMetrics?: () => Promise<string>;
  /** How long the app worker's in-flight activities may finish after SIGTERM. */
  shutdownGraceTimeMs?: number;
  /** Who reads `/metrics` and the reasons `/readyz` gives (default: nobody; see is-metrics-request-allowed.ts). */
  metricsAccess?: { token: string } | 'open' | 'closed';
  /** KINORA_DEV=1: imports from a link may reach this machine (loopback), for development and tests. */
  dev?: boolean;
  /** OpenTelemetry tracing, when configured (temporal/runtime/observability/tracing.ts). */
  tracing?: Tracing | null;
  /** This release's worker deployment version (TEMPORAL_DEPLOYMENT_NAME, TEMPORAL_BUILD_ID); none: unversioned. */
  deployment?: WorkerDeploymentOptions;
}

/** Assembles the app process: the HTTP server and the `app`-queue worker, over one database and one storage. */
export async function createApp(options: AppOptions): Promise<{ server: Server; worker: Worker; stopJobViews: () => Promise<void> }> {
  const storage = options.storage ?? createLocalStorage(options.storageDir);
  const uploadsDir = options.uploadsDir ?? join(options.storageDir, '.tus');
  const guestRetentionMs = options.guestRetentionMs ?? DEFAULT_GUEST_RETENTION_MS;
  const plugins = options.tracing ? [options.tracing.plugin] : [];
  const jobs = createJobGateway('client' in options.temporal ? options.temporal : { address: options.temporal.address, namespace: options.namespace, plugins });
  const payments = options.payments ?? null;
  const worker = await createAppWorker({
    connection: options.connection,
    namespace: options.namespace,
    prisma: options.db.prisma,
    workflowBundle: options.workflowBundle,
    retention: { storage, uploadsDir },
    webhooks: { allowLocalTargets: options.webhooks?.allowLocalTargets ?? false },
    shutdownGraceTimeMs: options.shutdownGraceTimeMs,
    plugins,
    deployment: options.deployment,
  });
  const sampleBacklog = makeTaskQueueBacklogSampler(jobs.getClient, options.namespace);
  const health: HealthEndpoints = {
    readiness: {
      database: () => options.db.prisma.$queryRaw`SELECT 1`,
      temporal: async () => (await jobs.getClient()).workflowService.getSystemInfo({}),
      storage: () => checkStorage(storage),
    },
    isAllowed: makeMetricsAccess(options.metricsAccess ?? 'closed'),
    async metrics() {
      // A Temporal that does not answer leaves the backlog at its last sample; the rest of the scrape still answers.
      await sampleBacklog().catch((error: unknown) => getLogger().warn({ err: error }, 'sampling the task-queue backlog failed'));
      return (await getMetrics().registry.metrics()) + ((await options.readRuntimeMetrics?.()) ?? '');
    },
  };
  await ensureRetentionSchedule(await jobs.getClient(), { guestRetentionMs, everyMs: options.retentionEveryMs ?? 3600_000 });
  const jobViews = await startJobViewHub(options.db, jobs);
  const server = createHttpServer({
    prisma: options.db.prisma,
    storage,
    jobs,
    jobViews: jobViews.hub,
    viewer: { prisma: options.db.prisma, secureCookies: options.secureCookies },
    accounts: options.accounts ?? { devSignIn: false, google: null, followPromoCodes: {} },
    billing: payments
      ? {
          prisma: options.db.prisma,
          payments,
          subscriptions: { start: (input) => jobs.startSubscription(input), cancel: (id, at) => jobs.cancelSubscription(id, at) },
          publicUrl: options.publicUrl ?? '',
          subscriptionMonthMs: options.subscriptionMonthMs ?? null,
        }
      : null,
    publicUrl: options.publicUrl,
    maxUploadBytes: options.maxUploadBytes,
    linkImport: { maxBytes: options.maxUploadBytes, allowLoopback: options.dev ?? false },
    uploadReservationLimits: options.uploadReservationLimits,
    uploadsDir,
    mediaUrls: createMediaUrls(options.mediaUrlSecret ?? randomBytes(32).toString('hex')),
    guestRetentionMs,
    adminEmails: options.adminEmails ?? [],
    ...(options.temporalUiUrl ? { temporalUi: { baseUrl: options.temporalUiUrl, namespace: options.namespace } } : {}),
    trustedProxies: options.trustedProxies ?? [],
    apiPlans: options.apiPlans,
    ...(options.apiRequestsPerHour ? { rateLimits: { api_request: options.apiRequestsPerHour } } : {}),
    webhooks: options.webhooks ?? { allowLocalTargets: false, plans: null },
    webDistDir: options.webDistDir,
    health,
    log: (message) => getLogger().error(message),
  });
  // Stopped once, whichever comes first: the server's close (tests) or the process's shutdown (main.ts awaits it
  // before closing the database: an UNLISTEN after that would fail on a closed PGlite).
  let stopping: Promise<void> | null = null;
  const stopJobViews = () => (stopping ??= jobViews.stop());
  server.on('close', () => void stopJobViews().catch((error: unknown) => getLogger().warn({ err: error }, 'stopping the job views failed')));
  return { server, worker, stopJobViews };
}
