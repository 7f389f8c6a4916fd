import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { openDatabase, type Database } from '../../server/db/open-database';
import { createHttpServer } from '../../server/http/create-http-server';
import { readAppConfig } from '../../server/config';
import { createAccounts } from '../../server/create-integrations';
import { createJobGateway } from '../../server/temporal/job-gateway';
import { createLocalStorage } from '../../temporal/activities/storage/local-storage';
import { createMediaUrls } from '../../server/http/media-urls';
import { DEFAULT_GUEST_RETENTION_MS } from '../../domain/files/get-file-expiry';

export const WEB_DIST = resolve(import.meta.dirname, '../../dist/web');

export interface WebApp {
  baseUrl: string;
  db: Database;
  close(): Promise<void>;
}

/**
 * The app's HTTP server over an in-memory PGlite and the built web app (dist/web), without Temporal: enough for
 * pages that start no job. The job gateway connects lazily, so it never dials the unused address. `webDistDir` lets the
 * web audit serve an earlier build next to this one.
 */
export async function startWebApp(webDistDir = WEB_DIST, options: { adminEmails?: readonly string[] } = {}): Promise<WebApp> {
  const dir = mkdtempSync(join(tmpdir(), 'kinora-web-'));
  // As scripts/start.sh runs the app: KINORA_DEV=1 (the development sign-in, cookies without Secure).
  const config = readAppConfig({ KINORA_DEV: '1', DATA_DIR: dir });
  const db = await openDatabase({ kind: 'pglite', dataDir: null });
  const server: Server = createHttpServer({
    prisma: db.prisma,
    storage: createLocalStorage(join(dir, 'storage')),
    jobs: createJobGateway({ address: '127.0.0.1:1', namespace: 'default' }),
    viewer: { prisma: db.prisma, secureCookies: config.secureCookies },
    accounts: createAccounts(config),
    maxUploadBytes: 1024 ** 2,
    linkImport: { maxBytes: 1024 ** 2, allowLoopback: config.dev },
    uploadsDir: join(dir, 'uploads'),
    mediaUrls: createMediaUrls('test-media-url-secret'),
    guestRetentionMs: DEFAULT_GUEST_RETENTION_MS,
    webhooks: { allowLocalTargets: config.dev, plans: null },
    adminEmails: options.adminEmails,
    webDistDir,
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    db,
    async close() {
      await new Promise((done) => server.close(done));
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
