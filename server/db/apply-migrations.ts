import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { SqlClient } from './sql-client.js';

const MIGRATIONS_DIR = resolve(import.meta.dirname, '../../prisma/migrations');
// The advisory lock id Prisma itself uses, so this runner and `prisma migrate deploy` never race.
const PRISMA_ADVISORY_LOCK = 72707369;

const CREATE_BOOKKEEPING = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

/** Lists the committed migrations in the order Prisma applies them. */
export function listMigrationFiles(dir = MIGRATIONS_DIR): { name: string; sql: string; checksum: string }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

/**
 * Applies pending migrations with Prisma's own bookkeeping (table `_prisma_migrations`), so that an operator's later
 * `prisma migrate deploy` agrees with what ran here. Each script runs as one query inside a transaction: a failed
 * migration leaves no half-applied schema and stays recorded as failed (finished_at NULL) with its error in `logs`.
 */
export async function applyMigrations(sql: SqlClient, dir = MIGRATIONS_DIR): Promise<string[]> {
  await sql.query('SELECT pg_advisory_lock($1)', [PRISMA_ADVISORY_LOCK]);
  try {
    await sql.exec(CREATE_BOOKKEEPING);
    const rows = await sql.query<{ migration_name: string; finished_at: Date | null; checksum: string }>(
      'SELECT migration_name, finished_at, checksum FROM "_prisma_migrations" WHERE rolled_back_at IS NULL',
    );
    const failed = rows.find((row) => row.finished_at === null);
    if (failed) {
      throw new Error(`Migration ${failed.migration_name} failed earlier; fix the database, then mark it rolled back.`);
    }
    const done = new Set(rows.map((row) => row.migration_name));
    const applied: string[] = [];
    for (const migration of listMigrationFiles(dir)) {
      if (done.has(migration.name)) continue;
      const id = randomUUID();
      await sql.query('INSERT INTO "_prisma_migrations" (id, checksum, migration_name) VALUES ($1, $2, $3)', [
        id,
        migration.checksum,
        migration.name,
      ]);
      try {
        await sql.exec(`BEGIN;\n${migration.sql}\nCOMMIT;`);
      } catch (error) {
        await sql.exec('ROLLBACK').catch(() => undefined);
        await sql.query('UPDATE "_prisma_migrations" SET logs = $2 WHERE id = $1', [id, String(error)]);
        throw error;
      }
      await sql.query('UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1', [id]);
      applied.push(migration.name);
    }
    return applied;
  } finally {
    await sql.query('SELECT pg_advisory_unlock($1)', [PRISMA_ADVISORY_LOCK]);
  }
}
