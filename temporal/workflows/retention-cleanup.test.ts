import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Worker } from '@temporalio/worker';
import { startJobHarness, type JobHarness } from '../../test/support/job-harness';
import { createAppWorker } from '../runtime/create-app-worker';
import { storageKeys } from '../activities/storage/storage-keys';
import { STALE_UPLOAD_MS } from '../activities/app/retention-activities';
import { ensureRetentionSchedule } from '../../server/temporal/retention-schedule';

let harness: JobHarness;
let worker: Worker;
let running: Promise<void>;
const uploadsDir = () => join(harness.storageDir, '.tus');

beforeAll(async () => {
  harness = await startJobHarness();
  // The app worker as the app process runs it: with storage, so the cleanup's activity can remove objects.
  worker = await createAppWorker({
    connection: harness.env.nativeConnection,
    namespace: 'default',
    prisma: harness.db.prisma,
    workflowBundle: harness.bundle,
    retention: { storage: harness.storage, uploadsDir: uploadsDir() },
  });
  running = worker.run();
});

afterAll(async () => {
  worker?.shutdown();
  await running;
  await harness?.close();
});

async function seed(isGuest: boolean, ageMs: number) {
  const userId = randomUUID();
  await harness.db.prisma.user.create({ data: { id: userId, isGuest } });
  const createdAt = new Date(Date.now() - ageMs);
  const fileId = randomUUID();
  const key = storageKeys.upload(fileId);
  await harness.storage.put(key, Buffer.from('video'));
  await harness.db.prisma.file.create({ data: { id: fileId, userId, name: 'a.mp4', storageKey: key, sizeBytes: 5n, status: 'ready', createdAt } });
  const jobId = randomUUID();
  await harness.db.prisma.job.create({ data: { id: jobId, userId, fileId, toolId: 'video_sharpener', plan: 'basic', status: 'download_ready', rangeStartS: 0, rangeEndS: 1, options: {}, createdAt } });
  const output = storageKeys.output(jobId, 'final');
  await harness.storage.put(output, Buffer.from('output'));
  const projectId = randomUUID();
  await harness.db.prisma.project.create({ data: { id: projectId, userId, name: 'p', createdAt } });
  return { userId, fileId, key, jobId, output, projectId };
}

const exists = async (seeded: Awaited<ReturnType<typeof seed>>) => ({
  file: (await harness.db.prisma.file.count({ where: { id: seeded.fileId } })) === 1,
  object: (await harness.storage.stat(seeded.key)) !== null,
  job: (await harness.db.prisma.job.count({ where: { id: seeded.jobId } })) === 1,
  output: (await harness.storage.stat(seeded.output)) !== null,
  project: (await harness.db.prisma.project.count({ where: { id: seeded.projectId } })) === 1,
});

describe('retention of visitors\' files', () => {
  it('removes expired visitor files, their jobs\' storage and projects on a Temporal Schedule, and keeps the rest', async () => {
    const retentionMs = 60_000;
    const expiredGuest = await seed(true, retentionMs + 5_000);
    const freshGuest = await seed(true, 1_000);
    const oldMember = await seed(false, 10 * retentionMs);
    // A visitor's expired file that a running job still reads waits for a later run.
    const busy = await seed(true, retentionMs + 5_000);
    await harness.db.prisma.job.update({ where: { id: busy.jobId }, data: { status: 'work_running' } });
    // An upload abandoned for more than a day goes with its staged bytes.
    const staleId = randomUUID();
    mkdirSync(uploadsDir(), { recursive: true });
    writeFileSync(join(uploadsDir(), staleId), 'partial');
    writeFileSync(join(uploadsDir(), `${staleId}.json`), '{}');
    await harness.db.prisma.file.create({
      data: { id: staleId, userId: oldMember.userId, name: 'b.mp4', storageKey: storageKeys.upload(staleId), sizeBytes: 100n, createdAt: new Date(Date.now() - STALE_UPLOAD_MS - 1000) },
    });

    const scheduleId = `retention-test-${randomUUID()}`;
    await ensureRetentionSchedule(harness.env.client, { guestRetentionMs: retentionMs, everyMs: 2_000, scheduleId });
    // Idempotent: a second app start finds the schedule and updates it rather than failing.
    await ensureRetentionSchedule(harness.env.client, { guestRetentionMs: retentionMs, everyMs: 1_000, scheduleId });
    const described = await harness.env.client.schedule.getHandle(scheduleId).describe();
    expect(described.spec.intervals?.[0]?.every).toBe(1_000);
    expect(described.action).toMatchObject({ type: 'startWorkflow', workflowType: 'retentionCleanupWorkflow', taskQueue: 'app' });

    try {
      await expect.poll(async () => (await exists(expiredGuest)).file, { timeout: 30_000, interval: 250 }).toBe(false);
      expect(await exists(expiredGuest)).toEqual({ file: false, object: false, job: false, output: false, project: false });
      await expect.poll(() => harness.db.prisma.file.count({ where: { id: staleId } }), { timeout: 10_000 }).toBe(0);
      expect(existsSync(join(uploadsDir(), staleId))).toBe(false);
      expect(existsSync(join(uploadsDir(), `${staleId}.json`))).toBe(false);
      expect(await exists(freshGuest)).toEqual({ file: true, object: true, job: true, output: true, project: true });
      expect(await exists(oldMember)).toEqual({ file: true, object: true, job: true, output: true, project: true });
      expect(await exists(busy)).toMatchObject({ file: true, object: true, job: true });

      // Once the job has ended, the next run removes that file too.
      await harness.db.prisma.job.update({ where: { id: busy.jobId }, data: { status: 'cancelled' } });
      await expect.poll(async () => (await exists(busy)).file, { timeout: 30_000, interval: 250 }).toBe(false);
      // Each run is a workflow of the schedule, visible in Temporal.
      const runs = (await harness.env.client.schedule.getHandle(scheduleId).describe()).info.recentActions;
      expect(runs.length).toBeGreaterThan(0);
    } finally {
      await harness.env.client.schedule.getHandle(scheduleId).delete();
    }
  });
});
