import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { Worker, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { createReadStream } from 'node:fs';
import { openDatabase, type Database } from '../../server/db/open-database';
import { createLocalStorage } from '../../temporal/activities/storage/local-storage';
import { createComputeActivities } from '../../temporal/activities/compute-activities';
import { storageKeys } from '../../temporal/activities/storage/storage-keys';
import type { Storage } from '../../temporal/activities/storage/storage';
import { createAppWorker } from '../../temporal/runtime/create-app-worker';
import { getWorkflowBundle } from './get-workflow-bundle';
import { SHARED_WORKER_OPTIONS } from '../../temporal/runtime/worker-options';
import { GPU_QUEUES, TASK_QUEUES } from '../../domain/jobs/task-queues';
import { grantCredits } from '../../temporal/activities/app/credit-ledger';
import { startTestTemporal } from './start-test-temporal';

export interface JobHarness {
  env: TestWorkflowEnvironment;
  db: Database;
  storage: Storage;
  storageDir: string;
  bundle: WorkflowBundleWithSourceMap;
  /** A user with `credits` credits and an uploaded file row whose source is `clipPath`. */
  seedUserAndFile(clipPath: string, credits: number): Promise<{ userId: string; fileId: string; sourceKey: string }>;
  /** Another uploaded file of an existing user. */
  addFile(userId: string, clipPath: string): Promise<{ fileId: string; sourceKey: string }>;
  createJobRow(input: { userId: string; fileId: string; toolId: string; range: { startS: number; endS: number } }): Promise<string>;
  /** Runs the app worker, a cpu worker and gpu workers (one per workload class) while `work` runs. */
  withWorkers<T>(work: () => Promise<T>, options?: { cpuWorker?: boolean; gpuWorkers?: boolean }): Promise<T>;
  createCpuWorker(): Promise<Worker>;
  createComputeWorker(taskQueue: string): Promise<Worker>;
  close(): Promise<void>;
}

/**
 * Everything a job needs, for real: Temporal dev server, PGlite, local storage (or the given one, e.g. an S3 bucket),
 * the app and cpu workers.
 */
export async function startJobHarness(options: { storage?: Storage } = {}): Promise<JobHarness> {
  const [env, db, bundle] = await Promise.all([startTestTemporal(), openDatabase({ kind: 'pglite', dataDir: null }), getWorkflowBundle()]);
  const storageDir = mkdtempSync(join(tmpdir(), 'kinora-test-storage-'));
  const storage = options.storage ?? createLocalStorage(storageDir);
  // The tus staging directory the app process sweeps for stale uploads (empty here).
  const uploadsDir = join(storageDir, '.uploads');

  const createComputeWorker = (taskQueue: string) =>
    Worker.create({
      ...SHARED_WORKER_OPTIONS,
      connection: env.nativeConnection,
      taskQueue,
      activities: createComputeActivities(storage),
      maxConcurrentActivityTaskExecutions: 2,
    });
  const createCpuWorker = () => createComputeWorker(TASK_QUEUES.cpu);
  const addFile = async (userId: string, clipPath: string) => {
    const fileId = randomUUID();
    const sourceKey = storageKeys.upload(fileId);
    const { sizeBytes } = await storage.put(sourceKey, createReadStream(clipPath));
    await db.prisma.file.create({ data: { id: fileId, userId, name: 'clip.mp4', storageKey: sourceKey, sizeBytes: BigInt(sizeBytes), status: 'ready' } });
    return { fileId, sourceKey };
  };

  return {
    env,
    db,
    storage,
    storageDir,
    bundle,
    createCpuWorker,
    createComputeWorker,
    async seedUserAndFile(clipPath, credits) {
      const userId = randomUUID();
      await db.prisma.user.create({ data: { id: userId } });
      if (credits > 0) await grantCredits(db.prisma, { userId, key: `test:${userId}`, amountMilli: credits * 1000, reason: 'grant' });
      return { userId, ...(await addFile(userId, clipPath)) };
    },
    addFile,
    async createJobRow({ userId, fileId, toolId, range }) {
      const jobId = randomUUID();
      await db.prisma.job.create({ data: { id: jobId, userId, fileId, toolId, plan: 'basic', rangeStartS: range.startS, rangeEndS: range.endS, options: {} } });
      return jobId;
    },
    async withWorkers(work, options = {}) {
      // Webhook receivers in tests listen on loopback, as in development (KINORA_DEV=1).
      const appWorker = await createAppWorker({ connection: env.nativeConnection, namespace: 'default', prisma: db.prisma, workflowBundle: bundle, retention: { storage, uploadsDir }, webhooks: { allowLocalTargets: true } });
      const gpuWorkers = options.gpuWorkers === false ? [] : await Promise.all(GPU_QUEUES.map(createComputeWorker));
      const withGpu = () => gpuWorkers.reduce((inner, worker) => () => worker.runUntil(inner()), work)();
      if (options.cpuWorker === false) return appWorker.runUntil(withGpu());
      const cpuWorker = await createCpuWorker();
      return appWorker.runUntil(cpuWorker.runUntil(withGpu()));
    },
    async close() {
      await env.teardown();
      await db.close();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}
