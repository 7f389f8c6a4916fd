import { NativeConnection } from '@temporalio/worker';
import { readAppConfig } from './config';
import { getDatabaseLocation, openDatabase } from './db/open-database';
import { createApp } from './create-app';
import { createAccounts, createPaymentProvider } from './create-integrations';
import { getMediaUrlSecret } from './http/media-urls';
import { createStorage } from '../temporal/activities/storage/create-storage';
import { setLogProcess } from '../temporal/runtime/observability/get-logger';
import { installTemporalRuntime } from '../temporal/runtime/observability/install-temporal-runtime';
import { getWorkerDeployment } from '../temporal/runtime/worker-versioning';
import { startConfiguredTracing } from '../temporal/runtime/observability/tracing';

// The app process: HTTP (tRPC, uploads, media, web app) and the `app`-queue worker (workflows + database activities).
// It is the only process that opens the database, so the embedded PGlite has exactly one owner.
const config = readAppConfig();
const log = setLogProcess('app');
// Before any Temporal connection: the SDK's logs go to our logger, its metrics to /metrics.
const { readRuntimeMetrics } = await installTemporalRuntime(log);
const tracing = startConfiguredTracing('kinora-app', config);
const db = await openDatabase(getDatabaseLocation(config.DATABASE_URL, config.pgliteDir));
log.info({ database: db.kind === 'pglite' ? `PGlite at ${config.pgliteDir}` : 'PostgreSQL' }, 'database open, migrations applied');
const connection = await NativeConnection.connect({ address: config.TEMPORAL_ADDRESS });
const { server, worker, stopJobViews } = await createApp({
  db,
  storageDir: config.storageDir,
  namespace: config.TEMPORAL_NAMESPACE,
  connection,
  temporal: { address: config.TEMPORAL_ADDRESS },
  webDistDir: config.WEB_DIST_DIR,
  maxUploadBytes: config.MAX_UPLOAD_BYTES,
  dev: config.dev,
  uploadReservationLimits: config.uploadReservationLimits,
  secureCookies: config.secureCookies,
  accounts: createAccounts(config),
  payments: createPaymentProvider(config),
  publicUrl: config.publicUrl,
  adminEmails: config.ADMIN_EMAILS,
  temporalUiUrl: config.TEMPORAL_UI_URL,
  storage: createStorage(config.storage),
  mediaUrlSecret: getMediaUrlSecret(config.MEDIA_URL_SECRET, config.DATA_DIR),
  guestRetentionMs: config.GUEST_RETENTION_DAYS * 24 * 3600 * 1000,
  retentionEveryMs: config.RETENTION_SWEEP_MINUTES * 60 * 1000,
  trustedProxies: config.TRUST_PROXY,
  apiPlans: config.API_PLANS,
  apiRequestsPerHour: config.API_REQUESTS_PER_HOUR,
  webhooks: { allowLocalTargets: config.dev, plans: config.WEBHOOK_PLANS.length > 0 ? config.WEBHOOK_PLANS : null },
  readRuntimeMetrics,
  shutdownGraceTimeMs: config.WORKER_SHUTDOWN_GRACE_S * 1000,
  tracing,
  deployment: getWorkerDeployment(config),
  metricsAccess: config.METRICS_TOKEN ? { token: config.METRICS_TOKEN } : config.dev ? 'open' : 'closed',
});
server.listen(config.PORT, config.HOST, () => log.info({ url: `http://${config.HOST}:${config.PORT}` }, 'listening'));

// The worker owns SIGINT/SIGTERM (the Temporal runtime shuts it down gracefully); when it stops, the rest follows.
await worker.run();
server.close();
await stopJobViews();
await connection.close();
await db.close();
await tracing?.shutdown();
log.info('stopped');
