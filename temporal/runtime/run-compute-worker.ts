import { hostname } from 'node:os';
import { NativeConnection, Worker } from '@temporalio/worker';
import { assertFfmpegAvailable } from '../activities/media/ffmpeg-binaries';
import { assertSpeechModels } from '../activities/models/check-models-at-boot';
import { createComputeActivities } from '../activities/compute-activities';
import { createStorage } from '../activities/storage/create-storage';
import type { ComputeQueue } from '../../domain/jobs/task-queues';
import { readWorkerEnv, type WorkerEnv } from './worker-env';
import { sweepOrphanScratch } from '../activities/kit/with-scratch-dir';
import { SHARED_WORKER_OPTIONS } from './worker-options';

/**
 * Starts a compute worker process: media activities only (no workflows, no database), polling each of its queues with
 * the concurrency configured for it, until a signal stops it.
 */
export async function runComputeWorker(name: string, queues: { queue: ComputeQueue; concurrency: (env: WorkerEnv) => number }[]) {
  const env = readWorkerEnv();
  const ffmpegVersion = assertFfmpegAvailable();
  assertSpeechModels();
  const swept = await sweepOrphanScratch();
  if (swept.length) console.log(`[${name}-worker] removed scratch left by dead worker processes: ${swept.join(', ')}`);
  const connection = await NativeConnection.connect({ address: env.TEMPORAL_ADDRESS });
  const activities = createComputeActivities(createStorage(env.storage));
  const workers = await Promise.all(
    queues.map(({ queue, concurrency }) =>
      Worker.create({
        ...SHARED_WORKER_OPTIONS,
        connection,
        namespace: env.TEMPORAL_NAMESPACE,
        taskQueue: queue,
        identity: env.WORKER_IDENTITY ?? `${queue}@${hostname()}:${process.pid}`,
        activities,
        maxConcurrentActivityTaskExecutions: concurrency(env),
      }),
    ),
  );
  const polling = queues.map(({ queue, concurrency }) => `'${queue}' x${concurrency(env)}`).join(', ');
  console.log(`[${name}-worker] polling ${polling} at ${env.TEMPORAL_ADDRESS}, storage ${env.storage.s3 ? `s3://${env.storage.s3.bucket}` : env.UPLOADTHING_TOKEN ? 'UploadThing' : env.STORAGE_DIR} (${ffmpegVersion})`);
  try {
    await Promise.all(workers.map((worker) => worker.run()));
  } finally {
    await connection.close();
  }
}
