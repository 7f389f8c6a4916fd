import { statfsSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { UploadReservationLimits } from '../../domain/files/check-upload-reservation';
import { httpVisitor, tusMetadata, type HttpVisitor } from '../../test/support/http-visitor';
import { startFilesApp, type FilesApp } from '../../test/support/start-files-app';
import { createTestDatabase } from '../../test/support/postgres-test-database';
import { openDatabase } from '../db/open-database';

const MB = 1000 ** 2;
const GB = 1000 ** 3;

// The server reads these limits at every upload creation: each test sets the ones it is about.
const limits: UploadReservationLimits = { perAddressBytes: 2 * GB, totalBytes: 20 * GB, minFreeDiskBytes: 0 };

let app: FilesApp;
beforeAll(async () => {
  app = await startFilesApp({ maxUploadBytes: 5 * 1024 ** 3, uploadReservationLimits: limits });
});
afterAll(() => app?.close());
afterEach(async () => {
  Object.assign(limits, { perAddressBytes: 2 * GB, totalBytes: 20 * GB, minFreeDiskBytes: 0 });
  await app.db.prisma.file.deleteMany({ where: { status: 'uploading' } });
});

/** A fresh visitor (a new guest), from the test's one address (127.0.0.1). */
const freshVisitor = (base = app.base) => httpVisitor(base).start();

function declareUpload(v: HttpVisitor, sizeBytes: number) {
  return v.request('/api/uploads', { method: 'POST', headers: { 'tus-resumable': '1.0.0', 'upload-length': String(sizeBytes), 'upload-metadata': tusMetadata({ filename: 'big.mp4' }) } });
}

describe('room for unfinished uploads', () => {
  it('refuses the third 999 MB upload of fresh visitors from one address, until one of theirs goes', async () => {
    const visitors = await Promise.all([1, 2, 3, 4, 5].map(() => freshVisitor()));
    const answers = [];
    for (const v of visitors) answers.push(await declareUpload(v, 999 * MB));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 429, 429, 429]);
    expect(await answers[2]!.json()).toEqual({ error: { code: 'upload_pending_limit_reached', params: { limitBytes: 2 * GB, pendingBytes: 1998 * MB } } });
    expect(await app.db.prisma.file.count({ where: { status: 'uploading' } })).toBe(2);

    // The first visitor cancels theirs (tus termination): its reservation is gone, and another fits.
    const cancelled = await visitors[0]!.request(answers[0]!.headers.get('location')!, { method: 'DELETE', headers: { 'tus-resumable': '1.0.0' } });
    expect(cancelled.status).toBe(204);
    await expect.poll(() => app.db.prisma.file.count({ where: { status: 'uploading' } })).toBe(1);
    expect((await declareUpload(visitors[2]!, 999 * MB)).status).toBe(201);
  });

  it('lets one address start one upload bigger than its quota (MAX_UPLOAD_BYTES bounds that one)', async () => {
    limits.perAddressBytes = 100 * MB;
    const v = await freshVisitor();
    const paid = await app.db.prisma.user.update({ where: { id: ((await (await v.request('/api/session', { method: 'POST' })).json()) as { userId: string }).userId }, data: { plan: 'business' } });
    expect(paid.plan).toBe('business');
    expect((await declareUpload(v, 3 * GB)).status).toBe(201);
    expect((await declareUpload(v, 10 * MB)).status).toBe(429);
  });

  it('refuses an upload past the server\'s total, whoever sends it', async () => {
    limits.perAddressBytes = 10 * GB;
    limits.totalBytes = 1500 * MB;
    expect((await declareUpload(await freshVisitor(), 999 * MB)).status).toBe(201);
    const refused = await declareUpload(await freshVisitor(), 999 * MB);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ error: { code: 'server_upload_capacity_reached', params: null } });
    expect((await declareUpload(await freshVisitor(), 400 * MB)).status).toBe(201);
  });

  it('refuses every upload when the storage disk\'s free space is under the floor', async () => {
    // A floor above the disk's real free space (fs.statfs of the uploads directory).
    const stats = statfsSync(app.uploadsDir);
    limits.minFreeDiskBytes = stats.bavail * stats.bsize + 1000 * GB;
    const refused = await declareUpload(await freshVisitor(), 10);
    expect(refused.status).toBe(507);
    expect(await refused.json()).toEqual({ error: { code: 'server_disk_space_low', params: null } });
    expect(await app.db.prisma.file.count({ where: { status: 'uploading' } })).toBe(0);
    limits.minFreeDiskBytes = 0;
    expect((await declareUpload(await freshVisitor(), 10)).status).toBe(201);
  });
});

describe('on PostgreSQL (many connections)', () => {
  it('keeps an address within its quota when its fresh visitors start uploads together', async () => {
    const database = await createTestDatabase();
    const db = await openDatabase({ kind: 'postgres', url: database.url });
    const pgApp = await startFilesApp({ db, maxUploadBytes: 2 * 1024 ** 3, uploadReservationLimits: { perAddressBytes: 2 * GB, totalBytes: 20 * GB, minFreeDiskBytes: 0 } });
    try {
      const visitors = await Promise.all(Array.from({ length: 8 }, () => freshVisitor(pgApp.base)));
      const statuses = (await Promise.all(visitors.map((v) => declareUpload(v, 999 * MB)))).map((r) => r.status).sort();
      expect(statuses).toEqual([201, 201, 429, 429, 429, 429, 429, 429]);
    } finally {
      await pgApp.close();
      await database.drop();
    }
  });
});
