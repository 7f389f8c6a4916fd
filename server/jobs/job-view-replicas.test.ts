import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/open-database';
import { makeBlankJobView } from '../../domain/jobs/make-initial-job-view';
import type { JobView } from '../../domain/jobs/job-view';
import { pushJobView } from '../../temporal/activities/app/push-job-view';
import { createTestDatabase, isPostgresReachable, POSTGRES_ADMIN_URL } from '../../test/support/postgres-test-database';
import { startJobViewHub } from './start-job-view-hub';
import type { JobViewHub } from './job-view-hub';

const postgresUp = await isPostgresReachable();
if (!postgresUp) console.warn(`\n  PostgreSQL at ${POSTGRES_ADMIN_URL} is unreachable: the replica tests are SKIPPED.\n`);

/**
 * Two app replicas on one PostgreSQL, each with its own hub and LISTEN connection: a push stored by one reaches the
 * pages of both through NOTIFY alone (the hubs' own refresh is set to a minute, so only a notification can wake them),
 * and a replica whose notification connection is cut comes back and catches up. Views outside compute work need no
 * Temporal at all: the Temporal side here only counts calls.
 */
describe.skipIf(!postgresUp)('job views across app replicas (PostgreSQL LISTEN/NOTIFY)', () => {
  let drop: () => Promise<void>;
  let url: string;
  const replicas: { db: Database; hub: JobViewHub; stop: () => Promise<void> }[] = [];
  let temporalCalls = 0;
  const noTemporal = {
    getJobView: async () => {
      temporalCalls++;
      throw new Error('no Temporal in this test');
    },
    getPendingProgress: async () => {
      temporalCalls++;
      throw new Error('no Temporal in this test');
    },
  };

  beforeAll(async () => {
    ({ url, drop } = await createTestDatabase());
    for (let i = 0; i < 2; i++) {
      const db = await openDatabase({ kind: 'postgres', url });
      replicas.push({ db, ...(await startJobViewHub(db, noTemporal, { refreshMs: 60_000 })) });
    }
  });
  afterAll(async () => {
    for (const replica of replicas) {
      await replica.stop();
      await replica.db.close();
    }
    await drop?.();
  });

  const newJob = async () => {
    const { prisma } = replicas[0]!.db;
    const [userId, fileId, jobId] = [randomUUID(), randomUUID(), randomUUID()];
    await prisma.user.create({ data: { id: userId } });
    await prisma.file.create({ data: { id: fileId, userId, name: 'clip.mp4', storageKey: `uploads/${fileId}`, sizeBytes: 1n, status: 'ready' } });
    await prisma.job.create({ data: { id: jobId, userId, fileId, toolId: 'video_sharpener', plan: 'basic', rangeStartS: 0, rangeEndS: 4, options: {} } });
    return jobId;
  };
  const viewOf = (jobId: string, stage: JobView['stage']): JobView => ({ ...makeBlankJobView({ jobId, toolId: 'video_sharpener', range: { startS: 0, endS: 4 }, options: {} }), stage });
  let seq = Date.now() * 1000;
  const push = (jobId: string, stage: JobView['stage']) => pushJobView(replicas[0]!.db.prisma, { jobId, seq: ++seq, view: viewOf(jobId, stage) });

  /** Resolves with the time a page of `hub` first shows `stage`. */
  const shown = async (hub: JobViewHub, jobId: string, stage: string, signal: AbortSignal) => {
    for await (const watched of hub.watch(jobId, signal)) if ('view' in watched && watched.view?.stage === stage) return Date.now();
    throw new Error(`never showed ${stage}`);
  };

  it('a push reaches the pages of every replica within 1 s, at no cost to Temporal', async () => {
    const jobId = await newJob();
    await push(jobId, 'awaiting_selection');
    const abort = new AbortController();
    // Ten pages on each replica, all opened on the first view.
    const pages = replicas.flatMap(({ hub }) => Array.from({ length: 10 }, () => shown(hub, jobId, 'awaiting_export', abort.signal)));
    await Promise.all(replicas.map(({ hub }) => shown(hub, jobId, 'awaiting_selection', abort.signal)));
    const pushedAt = Date.now();
    await push(jobId, 'awaiting_export');
    const times = await Promise.all(pages);
    abort.abort();
    expect(Math.max(...times) - pushedAt).toBeLessThan(1000);
    expect(temporalCalls).toBe(0);
  });

  it('a replica whose notification connection was cut reconnects and shows what was pushed meanwhile', async () => {
    const jobId = await newJob();
    await push(jobId, 'awaiting_selection');
    const abort = new AbortController();
    const { hub } = replicas[1]!;
    await shown(hub, jobId, 'awaiting_selection', abort.signal);
    const later = shown(hub, jobId, 'awaiting_export', abort.signal);
    // The server ends replica 1's LISTEN connection (a restart, a failover), then the job moves on while it is away.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const listeners = await admin.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN%' AND pid <> pg_backend_pid()");
    expect(listeners.rows).toHaveLength(2);
    await admin.query('SELECT pg_terminate_backend($1)', [listeners.rows[1]!.pid]);
    await admin.query('SELECT pg_terminate_backend($1)', [listeners.rows[0]!.pid]);
    await admin.end();
    await push(jobId, 'awaiting_export');
    const shownAt = await Promise.race([later, new Promise<number>((_, reject) => setTimeout(() => reject(new Error('not shown within 5 s')), 5000))]);
    abort.abort();
    expect(shownAt).toBeGreaterThan(0);
  });
});
