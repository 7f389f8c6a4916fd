import { NativeConnection } from '@temporalio/worker';
import { readAppConfig } from './config';
import { getDatabaseLocation, openDatabase } from './db/open-database';
import { createApp } from './create-app';
import { createAccounts, createPaymentProvider } from './create-integrations';
import { getMediaUrlSecret } from './http/media-urls';
import { createStorage } from '../temporal/activities/storage/create-storage';

// The app process: HTTP (tRPC, uploads, media, web app) and the `app`-queue worker (workflows + database activities).
// It is the only process that opens the database, so the embedded PGlite has exactly one owner.
const config = readAppConfig();
const db = await openDatabase(getDatabaseLocation(config.DATABASE_URL, config.pgliteDir));
console.log(`[app] database: ${db.kind === 'pglite' ? `PGlite at ${config.pgliteDir}` : 'PostgreSQL'} (migrations applied)`);
const connection = await NativeConnection.connect({ address: config.TEMPORAL_ADDRESS });
const { server, worker } = await createApp({
  db,
  storageDir: config.storageDir,
  namespace: config.TEMPORAL_NAMESPACE,
  connection,
  temporal: { address: config.TEMPORAL_ADDRESS },
  webDistDir: config.WEB_DIST_DIR,
  maxUploadBytes: config.MAX_UPLOAD_BYTES,
  uploadReservationLimits: config.uploadReservationLimits,
  secureCookies: config.secureCookies,
  accounts: createAccounts(config),
  payments: createPaymentProvider(config),
  publicUrl: config.publicUrl,
  adminEmails: config.ADMIN_EMAILS,
  temporalUiUrl: config.TEMPORAL_UI_URL,
  storage: createStorage({ storageDir: config.storageDir, uploadthingToken: config.UPLOADTHING_TOKEN }),
  mediaUrlSecret: getMediaUrlSecret(config.MEDIA_URL_SECRET, config.DATA_DIR),
  guestRetentionMs: config.GUEST_RETENTION_DAYS * 24 * 3600 * 1000,
  retentionEveryMs: config.RETENTION_SWEEP_MINUTES * 60 * 1000,
  trustedProxies: config.TRUST_PROXY,
  apiPlans: config.API_PLANS,
  apiRequestsPerHour: config.API_REQUESTS_PER_HOUR,
});
server.listen(config.PORT, config.HOST, () => console.log(`[app] listening on http://${config.HOST}:${config.PORT}`));

// The worker owns SIGINT/SIGTERM (the Temporal runtime shuts it down gracefully); when it stops, the rest follows.
await worker.run();
server.close();
await connection.close();
await db.close();
console.log('[app] stopped');
