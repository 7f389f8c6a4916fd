import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseLocation } from './open-database';
import { applyMigrations, listMigrationFiles } from './apply-migrations';
import { captureCredits, debitCredits, getBalanceMilli, grantCredits, releaseCredits, reserveCredits } from '../../temporal/activities/app/credit-ledger';
import { createTestDatabase, isPostgresReachable, POSTGRES_ADMIN_URL } from '../../test/support/postgres-test-database';

const postgresUp = await isPostgresReachable();
if (!postgresUp) console.warn(`\n  PostgreSQL at ${POSTGRES_ADMIN_URL} is unreachable: its database tests are SKIPPED.\n`);

function databaseSuite(kind: 'pglite' | 'postgres', makeLocation: () => Promise<{ location: DatabaseLocation; cleanup: () => Promise<void> }>) {
  describe.skipIf(kind === 'postgres' && !postgresUp)(`the database layer on ${kind}`, () => {
    let db: Database;
    let cleanup: () => Promise<void>;

    beforeAll(async () => {
      const made = await makeLocation();
      cleanup = made.cleanup;
      db = await openDatabase(made.location);
    });
    afterAll(async () => {
      await db?.close();
      await cleanup?.();
    });

    const newUser = async () => (await db.prisma.user.create({ data: { id: randomUUID() } })).id;

    it('applies every committed migration once, with Prisma-compatible bookkeeping', async () => {
      const rows = await db.sql.query<{ migration_name: string; finished_at: Date | null; checksum: string; applied_steps_count: number }>(
        'SELECT migration_name, finished_at, checksum, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name',
      );
      expect(rows.map((r) => r.migration_name)).toEqual(listMigrationFiles().map((m) => m.name));
      expect(rows.every((r) => r.finished_at !== null && r.applied_steps_count === 1)).toBe(true);
      expect(rows.map((r) => r.checksum)).toEqual(listMigrationFiles().map((m) => m.checksum));
      expect(await applyMigrations(db.sql)).toEqual([]);
    });

    it('records a failing migration as failed, applies none of it, and refuses to go on', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'kinora-migrations-'));
      const name = `99990101000000_broken_${kind}`;
      mkdirSync(join(dir, name));
      writeFileSync(join(dir, name, 'migration.sql'), 'CREATE TABLE "HalfDone" (id int);\nTHIS IS NOT SQL;');
      await expect(applyMigrations(db.sql, dir)).rejects.toThrow();
      const [row] = await db.sql.query<{ finished_at: Date | null; logs: string | null }>('SELECT finished_at, logs FROM "_prisma_migrations" WHERE migration_name = $1', [name]);
      expect(row?.finished_at).toBeNull();
      expect(row?.logs).toMatch(/syntax error/);
      const tables = await db.sql.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'HalfDone'");
      expect(tables).toHaveLength(0);
      await expect(applyMigrations(db.sql, dir)).rejects.toThrow(/failed earlier/);
      await db.sql.query('DELETE FROM "_prisma_migrations" WHERE migration_name = $1', [name]);
      rmSync(dir, { recursive: true, force: true });
    });

    it('keeps a credit saga exact: reserve once per key, capture, and never release what was captured', async () => {
      const userId = await newUser();
      await grantCredits(db.prisma, { userId, key: `grant:${userId}`, amountMilli: 1000, reason: 'grant' });
      await grantCredits(db.prisma, { userId, key: `grant:${userId}`, amountMilli: 1000, reason: 'grant' });
      expect(await getBalanceMilli(db.prisma, userId)).toBe(1000);

      const jobId = randomUUID();
      expect(await reserveCredits(db.prisma, { userId, jobId, step: 'final', amountMilli: 300 })).toEqual({ ok: true, status: 'reserved' });
      expect(await reserveCredits(db.prisma, { userId, jobId, step: 'final', amountMilli: 300 })).toEqual({ ok: true, status: 'reserved' });
      expect(await getBalanceMilli(db.prisma, userId)).toBe(700);
      await captureCredits(db.prisma, { jobId, step: 'final' });
      await releaseCredits(db.prisma, { jobId, step: 'final' });
      expect(await getBalanceMilli(db.prisma, userId)).toBe(700);

      const failedJob = randomUUID();
      await reserveCredits(db.prisma, { userId, jobId: failedJob, step: 'final', amountMilli: 200 });
      await releaseCredits(db.prisma, { jobId: failedJob, step: 'final' });
      expect(await getBalanceMilli(db.prisma, userId)).toBe(700);
      expect(await reserveCredits(db.prisma, { userId, jobId: randomUUID(), step: 'final', amountMilli: 701 })).toEqual({ ok: false, balanceMilli: 700 });
    });

    it('never lets concurrent reservations spend the same credits twice', async () => {
      const userId = await newUser();
      // A balance that covers 3 jobs, 50 jobs starting at once.
      await grantCredits(db.prisma, { userId, key: `grant:${userId}`, amountMilli: 700, reason: 'grant' });
      const results = await Promise.all(
        Array.from({ length: 50 }, () => reserveCredits(db.prisma, { userId, jobId: randomUUID(), step: 'final', amountMilli: 200 })),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(3);
      expect(await getBalanceMilli(db.prisma, userId)).toBe(100);
    });

    it('never takes a refund or an expiry below zero, and takes each once', async () => {
      const userId = await newUser();
      await grantCredits(db.prisma, { userId, key: `purchase:${userId}`, amountMilli: 5000, reason: 'purchase' });
      await reserveCredits(db.prisma, { userId, jobId: randomUUID(), step: 'final', amountMilli: 3000 });
      expect(await debitCredits(db.prisma, { userId, key: `refund:${userId}`, wantedMilli: 5000, reason: 'refund' })).toBe(2000);
      expect(await debitCredits(db.prisma, { userId, key: `refund:${userId}`, wantedMilli: 5000, reason: 'refund' })).toBe(2000);
      expect(await getBalanceMilli(db.prisma, userId)).toBe(0);
      expect(await debitCredits(db.prisma, { userId, key: `expiry:${userId}`, wantedMilli: 1000, reason: 'expiry' })).toBe(0);
      expect(await getBalanceMilli(db.prisma, userId)).toBe(0);
    });
  });
}

databaseSuite('pglite', async () => ({ location: { kind: 'pglite', dataDir: null }, cleanup: async () => undefined }));
databaseSuite('postgres', async () => {
  const database = await createTestDatabase();
  return { location: { kind: 'postgres', url: database.url }, cleanup: database.drop };
});

describe.skipIf(!postgresUp)('closing a PostgreSQL database', () => {
  it('leaves no connection open behind it, so dropping the database ends nobody', async () => {
    const database = await createTestDatabase();
    const name = new URL(database.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    const open = async () => Number((await admin.query('SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1', [name])).rows[0].n);
    try {
      const db = await openDatabase({ kind: 'postgres', url: database.url });
      await Promise.all([db.prisma.user.count(), db.sql.query('SELECT 1'), db.prisma.$transaction(async (tx) => tx.user.count())]);
      expect(await open()).toBeGreaterThan(0);
      await db.close();
      await expect.poll(open, { timeout: 2000 }).toBe(0);
    } finally {
      await admin.end();
      await database.drop();
    }
  });
});
