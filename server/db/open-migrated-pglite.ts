import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SqlClient } from './sql-client.js';
import { applyMigrations, listMigrationFiles } from './apply-migrations.js';

/** The installed PGlite's version (its package.json is not exported: found from its entry point). */
function getPgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const root = entry.slice(0, entry.lastIndexOf('@electric-sql/pglite') + '@electric-sql/pglite'.length);
  return (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
}

function makePgliteSqlClient(lite: PGlite): SqlClient {
  return {
    async query(text, params) {
      return (await lite.query(text, params as unknown[])).rows as never[];
    },
    async exec(script) {
      await lite.exec(script);
    },
  };
}

let snapshotPath: string | null = null;
/** Where this PGlite version's snapshot of these migrations lives; worked out once per process. */
function getSnapshotPath(): string {
  if (snapshotPath) return snapshotPath;
  const key = createHash('sha256').update(getPgliteVersion()).update(listMigrationFiles().map((m) => `${m.name}:${m.checksum}`).join('\n')).digest('hex').slice(0, 16);
  return (snapshotPath = join(tmpdir(), `kinora-pglite-migrated-${key}.tar`));
}

/**
 * Opens a PGlite database (in memory when `dataDir` is null) with every migration applied. A fresh in-memory database
 * starts from a snapshot of the migrated schema, kept in the temp folder per PGlite version and migration set: loading
 * it takes about a third of the time of running the migrations again (each test file and each `memory://` start opens
 * one). The migrations still run after it, so a stale or foreign snapshot only costs their time.
 */
export async function openMigratedPglite(dataDir: string | null): Promise<{ lite: PGlite; sql: SqlClient }> {
  if (dataDir) {
    const lite = new PGlite(dataDir);
    await lite.waitReady;
    const sql = makePgliteSqlClient(lite);
    await applyMigrations(sql);
    return { lite, sql };
  }
  const snapshot = getSnapshotPath();
  const lite = existsSync(snapshot) ? new PGlite({ loadDataDir: new Blob([readFileSync(snapshot)]) }) : new PGlite();
  await lite.waitReady;
  const sql = makePgliteSqlClient(lite);
  const applied = await applyMigrations(sql);
  if (applied.length > 0 || !existsSync(snapshot)) {
    // Written aside and renamed, so a process reading it never sees half a file.
    const partial = `${snapshot}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await (await lite.dumpDataDir('none')).arrayBuffer()));
    renameSync(partial, snapshot);
  }
  return { lite, sql };
}
