import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { openDatabase, type Database } from '../../server/db/open-database';
import { createHttpServer } from '../../server/http/create-http-server';
import { createJobGateway, type JobGateway } from '../../server/temporal/job-gateway';
import { createMediaUrls } from '../../server/http/media-urls';
import { createLocalStorage } from '../../temporal/activities/storage/local-storage';
import type { Storage } from '../../temporal/activities/storage/storage';
import { DEFAULT_GUEST_RETENTION_MS } from '../../domain/files/get-file-expiry';
import type { UploadReservationLimits } from '../../domain/files/check-upload-reservation';

export const TEST_MEDIA_URL_SECRET = 'files-test-media-url-secret-0123456789';

export interface FilesApp {
  base: string;
  port: number;
  db: Database;
  storage: Storage;
  storageDir: string;
  uploadsDir: string;
  server: Server;
  /** Stops the HTTP server only (as an app process dying would), keeping the database and directories. */
  stopServer(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The app's HTTP server over a real PGlite (in memory, or on disk in `pgliteDir`), local storage and a tus staging
 * directory. Jobs go to `jobs` (a gateway on a test Temporal), or to an unreachable address when the test starts none.
 */
export async function startFilesApp(
  options: { jobs?: JobGateway; db?: Database; storage?: Storage; dir?: string; storageDir?: string; port?: number; maxUploadBytes?: number; log?: (message: string) => void; uploadReservationLimits?: UploadReservationLimits; publicUrl?: string } = {},
): Promise<FilesApp> {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'kinora-files-'));
  const db = options.db ?? (await openDatabase({ kind: 'pglite', dataDir: null }));
  // Compute workers that probe uploads must see the same storage.
  const storageDir = options.storageDir ?? join(dir, 'storage');
  const uploadsDir = join(dir, 'uploads');
  const storage = options.storage ?? createLocalStorage(storageDir);
  const server = createHttpServer({
    prisma: db.prisma,
    storage,
    jobs: options.jobs ?? createJobGateway({ address: '127.0.0.1:1', namespace: 'default' }),
    viewer: { prisma: db.prisma, secureCookies: false },
    maxUploadBytes: options.maxUploadBytes ?? 50 * 1024 * 1024,
    uploadsDir,
    uploadReservationLimits: options.uploadReservationLimits,
    publicUrl: options.publicUrl,
    mediaUrls: createMediaUrls(TEST_MEDIA_URL_SECRET),
    guestRetentionMs: DEFAULT_GUEST_RETENTION_MS,
    webDistDir: join(dir, 'no-web'),
    log: options.log ?? ((message) => console.error(message)),
  });
  await new Promise<void>((done) => server.listen(options.port ?? 0, '127.0.0.1', done));
  const port = (server.address() as AddressInfo).port;
  const stopServer = () => {
    server.closeAllConnections();
    return new Promise<void>((done) => server.close(() => done()));
  };
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    db,
    storage,
    storageDir,
    uploadsDir,
    server,
    stopServer,
    async close() {
      await stopServer();
      await db.close();
      if (!options.dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
