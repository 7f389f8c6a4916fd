import { randomUUID } from 'node:crypto';
import { openDatabase, type Database } from '../server/db/open-database';
import { createSession, generateSessionToken, sessionIdOf, validateSessionToken } from '../server/auth/sessions';
import { captureCredits, grantCredits, reserveCredits } from '../temporal/activities/app/credit-ledger';
import { createTestDatabase, isPostgresReachable } from '../test/support/postgres-test-database';

type Row = (...cells: (string | number)[]) => void;

/** Operations per second of `op` run `concurrency` at a time for about `seconds`. */
async function rate(op: (i: number) => Promise<unknown>, seconds = 3, concurrency = 1): Promise<number> {
  let done = 0;
  const deadline = performance.now() + seconds * 1000;
  const start = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (performance.now() < deadline) await op(done++);
  }));
  return done / ((performance.now() - start) / 1000);
}

async function measure(db: Database, name: string, row: Row) {
  const { prisma } = db;
  const userId = randomUUID();
  await prisma.user.create({ data: { id: userId, isGuest: false, email: `${userId}@bench.test` } });
  const token = generateSessionToken();
  await createSession(prisma, token, userId);
  const id = sessionIdOf(token);
  // Baseline: the bare primary-key lookup a session check cannot avoid; ours adds hashing, the join and expiry.
  const bare = await rate(() => prisma.session.findUnique({ where: { id } }));
  const validated = await rate(() => validateSessionToken(prisma, token));
  row(`5a. sessions validated per second, ${name}`, 'bare lookup', bare, 'validateSessionToken', validated, 'ratio', validated / bare);

  // The ledger: a reserve + capture pair per job step (row lock, balance, insert, update), against a plain insert.
  await grantCredits(prisma, { userId, key: `bench:${userId}`, amountMilli: 1_000_000_000, reason: 'grant' });
  const inserts = await rate(() => prisma.usageEvent.create({ data: { id: randomUUID(), subject: userId, kind: 'bench' } }));
  const pairs = async () => {
    const jobId = randomUUID();
    await reserveCredits(prisma, { userId, jobId, step: 'final', amountMilli: 10 });
    await captureCredits(prisma, { jobId, step: 'final' });
  };
  const sequential = await rate(pairs);
  const concurrent = await rate(pairs, 3, 8);
  row(`5b. ledger reserve+capture per second, ${name}`, 'plain insert', inserts, 'one at a time', sequential, '8 at once (one user)', concurrent);
}

/** 5. Accounts: session validation and the credit ledger's throughput, on PGlite and on PostgreSQL. */
export async function runAccountsBench(row: Row) {
  const pglite = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    await measure(pglite, 'PGlite', row);
  } finally {
    await pglite.close();
  }
  if (!(await isPostgresReachable())) return row('5. PostgreSQL', 'not reachable: skipped');
  const database = await createTestDatabase();
  const pg = await openDatabase({ kind: 'postgres', url: database.url });
  try {
    await measure(pg, 'PostgreSQL', row);
  } finally {
    await pg.close();
    await database.drop();
  }
}
