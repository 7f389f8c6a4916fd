import { NativeConnection } from '@temporalio/worker';
import { readAppConfig } from './config';
import { getDatabaseLocation, openDatabase } from './db/open-database';
import { createLocalStorage } from '../temporal/activities/storage/local-storage';
import { createJobGateway } from './temporal/job-gateway';
import { createHttpServer } from './http/create-http-server';
import { createAppWorker } from '../temporal/runtime/create-app-worker';

// The app process: HTTP (tRPC, uploads, media, web app) and the `app`-queue worker (workflows + database activities).
// It is the only process that opens the database, so the embedded PGlite has exactly one owner.
const config = readAppConfig();
const db = await openDatabase(getDatabaseLocation(config.DATABASE_URL, config.pgliteDir));
console.log(`[app] database: ${db.kind === 'pglite' ? `PGlite at ${config.pgliteDir}` : 'PostgreSQL'} (migrations applied)`);
const storage = createLocalStorage(config.storageDir);
const jobs = createJobGateway({ address: config.TEMPORAL_ADDRESS, namespace: config.TEMPORAL_NAMESPACE });
const connection = await NativeConnection.connect({ address: config.TEMPORAL_ADDRESS });
const worker = await createAppWorker({ connection, namespace: config.TEMPORAL_NAMESPACE, prisma: db.prisma });

const server = createHttpServer({
  prisma: db.prisma,
  storage,
  jobs,
  viewer: { prisma: db.prisma, devStubCredits: config.DEV_STUB_CREDITS, secureCookies: config.SESSION_COOKIE_SECURE },
  maxUploadBytes: config.MAX_UPLOAD_BYTES,
  webDistDir: config.WEB_DIST_DIR,
  log: (message) => console.error(`[app] ${message}`),
});
server.listen(config.PORT, config.HOST, () => console.log(`[app] listening on http://${config.HOST}:${config.PORT}`));

// The worker owns SIGINT/SIGTERM (the Temporal runtime shuts it down gracefully); when it stops, the rest follows.
await worker.run();
server.close();
await connection.close();
await db.close();
console.log('[app] stopped');
