import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseLocation } from '../../../server/db/open-database';
import { makeBlankJobView } from '../../../domain/jobs/make-initial-job-view';
import type { JobView } from '../../../domain/jobs/job-view';
import { createTestDatabase, isPostgresReachable, POSTGRES_ADMIN_URL } from '../../../test/support/postgres-test-database';
import { JOB_VIEW_CHANNEL, pushJobView, readPushedJobView } from './push-job-view';

const postgresUp = await isPostgresReachable();
if (!postgresUp) console.warn(`\n  PostgreSQL at ${POSTGRES_ADMIN_URL} is unreachable: its push tests are SKIPPED.\n`);

/** Listens on the channel (resolves once LISTEN is in place); `received(count, ms)` waits for payloads, then stops. */
async function listenOn(db: Database) {
  const payloads: string[] = [];
  const unlisten = await db.listen(JOB_VIEW_CHANNEL, { onPayload: (payload) => payloads.push(payload) });
  return {
    async received(count: number, ms: number): Promise<string[]> {
      const deadline = Date.now() + ms;
      while (payloads.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      await unlisten();
      return payloads;
    },
  };
}

function pushSuite(kind: 'pglite' | 'postgres', makeLocation: () => Promise<{ location: DatabaseLocation; cleanup: () => Promise<void> }>) {
  describe.skipIf(kind === 'postgres' && !postgresUp)(`pushed job views on ${kind}`, () => {
    let db: Database;
    /** A second app process on the same database (PostgreSQL only: PGlite lives inside one process). */
    let replica: Database | null = null;
    let cleanup: () => Promise<void>;

    beforeAll(async () => {
      const made = await makeLocation();
      cleanup = made.cleanup;
      db = await openDatabase(made.location);
      if (kind === 'postgres') replica = await openDatabase(made.location);
    });
    afterAll(async () => {
      await replica?.close();
      await db?.close();
      await cleanup?.();
    });

    const newJob = async () => {
      const userId = randomUUID();
      const fileId = randomUUID();
      const jobId = randomUUID();
      await db.prisma.user.create({ data: { id: userId } });
      await db.prisma.file.create({ data: { id: fileId, userId, name: 'clip.mp4', storageKey: `uploads/${fileId}`, sizeBytes: 1n, status: 'ready' } });
      await db.prisma.job.create({ data: { id: jobId, userId, fileId, toolId: 'video_sharpener', plan: 'basic', rangeStartS: 0, rangeEndS: 4, options: {} } });
      return jobId;
    };
    const viewOf = (jobId: string, stage: JobView['stage'], workProgress = 0): JobView => ({ ...makeBlankJobView({ jobId, toolId: 'video_sharpener', range: { startS: 0, endS: 4 }, options: {} }), stage, work_progress: workProgress });

    it('stores the pushed view and notifies every listening app process with the job id', async () => {
      const jobId = await newJob();
      const here = await listenOn(db);
      const there = replica ? await listenOn(replica) : null;
      expect(await pushJobView(db.prisma, { jobId, seq: 1, view: viewOf(jobId, 'preview', 40) })).toBe(true);
      expect(await here.received(1, 5000)).toEqual([jobId]);
      if (there) expect(await there.received(1, 5000)).toEqual([jobId]);
      expect(await readPushedJobView(db.prisma, jobId)).toMatchObject({ job_id: jobId, stage: 'preview', work_progress: 40 });
    });

    it('keeps the newest version: a late retry of an older push neither overwrites it nor notifies', async () => {
      const jobId = await newJob();
      await pushJobView(db.prisma, { jobId, seq: 1_700_000_000_000_002, view: viewOf(jobId, 'awaiting_export') });
      const heard = await listenOn(db);
      expect(await pushJobView(db.prisma, { jobId, seq: 1_700_000_000_000_001, view: viewOf(jobId, 'preview', 90) })).toBe(false);
      expect(await heard.received(1, 500)).toEqual([]);
      expect(await readPushedJobView(db.prisma, jobId)).toMatchObject({ stage: 'awaiting_export' });
    });

    it('skips a job whose row is gone instead of failing (and retrying) the activity', async () => {
      const jobId = randomUUID();
      expect(await pushJobView(db.prisma, { jobId, seq: 1, view: viewOf(jobId, 'preview') })).toBe(false);
      expect(await readPushedJobView(db.prisma, jobId)).toBeNull();
    });

    it('deletes the pushed view with its job', async () => {
      const jobId = await newJob();
      await pushJobView(db.prisma, { jobId, seq: 1, view: viewOf(jobId, 'preview') });
      await db.prisma.job.delete({ where: { id: jobId } });
      expect(await readPushedJobView(db.prisma, jobId)).toBeNull();
    });
  });
}

pushSuite('pglite', async () => ({ location: { kind: 'pglite', dataDir: null }, cleanup: async () => undefined }));
pushSuite('postgres', async () => {
  const made = await createTestDatabase();
  return { location: { kind: 'postgres', url: made.url }, cleanup: made.drop };
});
