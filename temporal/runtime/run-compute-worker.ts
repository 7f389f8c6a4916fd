import { hostname } from 'node:os';
import { NativeConnection, Worker } from '@temporalio/worker';
import { assertFfmpegAvailable } from '../activities/media/ffmpeg-binaries';
import { createMediaActivities } from '../activities/media-activities';
import { createLocalStorage } from '../activities/storage/local-storage';
import type { ComputeQueue } from '../../domain/jobs/task-queues';
import { readWorkerEnv } from './worker-env';
import { sweepOrphanScratch } from '../activities/with-scratch-dir';
import { SHARED_WORKER_OPTIONS } from './worker-options';

/** Starts a compute worker: media activities only (no workflows, no database), polling one queue until a signal stops it. */
export async function runComputeWorker(queue: ComputeQueue, concurrencyOf: (env: ReturnType<typeof readWorkerEnv>) => number) {
  const env = readWorkerEnv();
  const ffmpegVersion = assertFfmpegAvailable();
  const swept = await sweepOrphanScratch();
  if (swept.length) console.log(`[${queue}-worker] removed scratch left by dead worker processes: ${swept.join(', ')}`);
  const connection = await NativeConnection.connect({ address: env.TEMPORAL_ADDRESS });
  const worker = await Worker.create({
    ...SHARED_WORKER_OPTIONS,
    connection,
    namespace: env.TEMPORAL_NAMESPACE,
    taskQueue: queue,
    identity: env.WORKER_IDENTITY ?? `${queue}@${hostname()}:${process.pid}`,
    activities: createMediaActivities(createLocalStorage(env.STORAGE_DIR)),
    maxConcurrentActivityTaskExecutions: concurrencyOf(env),
  });
  console.log(`[${queue}-worker] polling queue '${queue}' at ${env.TEMPORAL_ADDRESS} with concurrency ${concurrencyOf(env)} (${ffmpegVersion})`);
  try {
    await worker.run();
  } finally {
    await connection.close();
  }
}
