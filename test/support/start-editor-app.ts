import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Client } from '@temporalio/client';
import { openDatabase, type Database, type DatabaseLocation } from '../../server/db/open-database';
import { createHttpServer } from '../../server/http/create-http-server';
import { readAppConfig } from '../../server/config';
import { createAccounts } from '../../server/create-integrations';
import { createJobGateway } from '../../server/temporal/job-gateway';
import { createLocalStorage } from '../../temporal/activities/storage/local-storage';
import type { Storage } from '../../temporal/activities/storage/storage';
import { createMediaUrls } from '../../server/http/media-urls';
import { DEFAULT_GUEST_RETENTION_MS } from '../../domain/files/get-file-expiry';
import { WEB_DIST } from './start-web-app';

export interface EditorApp {
  baseUrl: string;
  db: Database;
  storage: Storage;
  /** A scratch folder of this app's (removed on close). */
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The app's HTTP server over a chosen database (PGlite in memory, or a PostgreSQL database) for the editor's router
 * tests. Without a Temporal client the job gateway dials an address nobody answers: a call that would start a job
 * fails, so a refused export is also proven to start nothing.
 */
export async function startEditorApp(location: DatabaseLocation, temporal?: Client): Promise<EditorApp> {
  const dir = mkdtempSync(join(tmpdir(), 'kinora-editor-'));
  const config = readAppConfig({ KINORA_DEV: '1', DATA_DIR: dir });
  const db = await openDatabase(location);
  const storage = createLocalStorage(join(dir, 'storage'));
  const server: Server = createHttpServer({
    prisma: db.prisma,
    storage,
    jobs: createJobGateway(temporal ? { client: temporal } : { address: '127.0.0.1:1', namespace: 'default' }),
    viewer: { prisma: db.prisma, secureCookies: config.secureCookies },
    accounts: createAccounts(config),
    maxUploadBytes: 1024 ** 2,
    linkImport: { maxBytes: 1024 ** 2, allowLoopback: config.dev },
    uploadsDir: join(dir, 'uploads'),
    mediaUrls: createMediaUrls('test-media-url-secret'),
    guestRetentionMs: DEFAULT_GUEST_RETENTION_MS,
    webhooks: { allowLocalTargets: config.dev, plans: null },
    webDistDir: WEB_DIST,
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    db,
    storage,
    dataDir: dir,
    async close() {
      await new Promise((done) => server.close(done));
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
