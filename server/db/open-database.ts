import { mkdirSync } from 'node:fs';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../../generated/prisma/client.js';
import type { SqlClient } from './sql-client.js';
import { applyMigrations } from './apply-migrations.js';
import { openMigratedPglite } from './open-migrated-pglite.js';
import { listenPostgres, type ChannelHandlers } from './listen-postgres.js';
import { getLogger } from '../../temporal/runtime/observability/get-logger';

export interface Database {
  prisma: PrismaClient;
  sql: SqlClient;
  kind: 'pglite' | 'postgres';
  /** LISTENs on a channel (NOTIFY from any process on PostgreSQL; from this process on PGlite); returns the unlisten. */
  listen(channel: string, handlers: ChannelHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type DatabaseLocation = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };

/** Parses DATABASE_URL: a postgres:// URL selects PostgreSQL, anything else (or nothing) the embedded PGlite. */
export function getDatabaseLocation(databaseUrl: string | undefined, pgliteDir: string): DatabaseLocation {
  if (databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl)) return { kind: 'postgres', url: databaseUrl };
  if (databaseUrl === 'memory://') return { kind: 'pglite', dataDir: null };
  return { kind: 'pglite', dataDir: pgliteDir };
}

/** Opens the database and applies pending migrations. Only one process may open a PGlite directory. */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if (location.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: location.url, max: 10 });
    // An idle connection that the server ends (a restart, a failover, an administrator) must not crash the process:
    // the pool drops it and opens another on the next query. Without a listener, pg re-throws it as uncaught.
    pool.on('error', (error) => getLogger({ component: 'db' }).warn({ err: error }, 'an idle PostgreSQL connection ended'));
    const sql = makePgSqlClient(pool);
    // The advisory lock belongs to a connection: migrate on one dedicated client.
    const migrationClient = await pool.connect();
    try {
      await applyMigrations(makePgSqlClient(migrationClient));
    } finally {
      migrationClient.release();
    }
    const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
    return {
      prisma,
      sql,
      kind: 'postgres',
      listen: (channel, handlers) => listenPostgres(location.url, channel, handlers),
      async close() {
        await prisma.$disconnect();
        await pool.end();
      },
    };
  }
  if (location.dataDir) mkdirSync(location.dataDir, { recursive: true });
  const { lite, sql } = await openMigratedPglite(location.dataDir);
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(lite) });
  return {
    prisma,
    sql,
    kind: 'pglite',
    // PGlite is this process's own database: its notifications come from this process's queries, never lost.
    listen: (channel, handlers) => lite.listen(channel, (payload) => handlers.onPayload(payload)),
    async close() {
      await prisma.$disconnect();
      await lite.close();
    },
  };
}

function makePgSqlClient(client: pg.Pool | pg.PoolClient): SqlClient {
  return {
    async query(text, params) {
      return (await client.query(text, params as unknown[])).rows;
    },
    async exec(script) {
      await client.query(script);
    },
  };
}
