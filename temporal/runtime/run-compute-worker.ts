import { hostname } from 'node:os';
import { NativeConnection, Worker } from '@temporalio/worker';
import { assertFfmpegAvailable } from '../activities/media/ffmpeg-binaries';
import { assertSpeechModels } from '../activities/models/check-models-at-boot';
import { createComputeActivities } from '../activities/compute-activities';
import { createStorage } from '../activities/storage/create-storage';
import type { ComputeQueue } from '../../domain/jobs/task-queues';
import { readWorkerEnv, type WorkerEnv } from './worker-env';
import { processScratchDir, sweepOrphanScratch } from '../activities/kit/with-scratch-dir';
import { rm } from 'node:fs/promises';
import { SHARED_WORKER_OPTIONS } from './worker-options';
import { getLogger, setLogProcess } from './observability/get-logger';
import { installTemporalRuntime } from './observability/install-temporal-runtime';
import { makeActivityMetricsInterceptor } from './observability/make-activity-metrics-interceptor';
import { startHealthServer } from './observability/start-health-server';
import { getWorkerDeployment } from './worker-versioning';
import { startConfiguredTracing } from './observability/tracing';
import { checkStorage } from './observability/check-storage';
import { getMetrics } from './observability/metrics';

/**
 * Starts a compute worker process: media activities only (no workflows, no database), polling each of its queues with
 * the concurrency configured for it, until SIGTERM or SIGINT: then it polls no more, lets in-flight activities finish
 * for WORKER_SHUTDOWN_GRACE_S, cancels the rest (their retries run on another worker, from their last checkpoint) and
 * exits 0. With WORKER_HEALTH_PORT set it serves `/healthz`, `/readyz` and `/metrics` there.
 */
export async function runComputeWorker(name: string, queues: { queue: ComputeQueue; concurrency: (env: WorkerEnv) => number }[]) {
  const env = readWorkerEnv();
  const log = setLogProcess(`${name}-worker`);
  const { readRuntimeMetrics } = await installTemporalRuntime(log);
  const tracing = startConfiguredTracing(`kinora-${name}-worker`, env);
  const deployment = getWorkerDeployment(env);
  const ffmpegVersion = assertFfmpegAvailable();
  assertSpeechModels();
  const swept = await sweepOrphanScratch();
  if (swept.length) log.info({ swept }, 'removed scratch left by dead worker processes');
  const connection = await NativeConnection.connect({ address: env.TEMPORAL_ADDRESS });
  const storage = createStorage(env.storage);
  const activities = createComputeActivities(storage);
  const workers = await Promise.all(
    queues.map(({ queue, concurrency }) =>
      Worker.create({
        ...SHARED_WORKER_OPTIONS,
        shutdownGraceTime: env.WORKER_SHUTDOWN_GRACE_S * 1000,
        connection,
        namespace: env.TEMPORAL_NAMESPACE,
        taskQueue: queue,
        identity: env.WORKER_IDENTITY ?? `${queue}@${hostname()}:${process.pid}`,
        activities,
        interceptors: { activity: [makeActivityMetricsInterceptor] },
        plugins: tracing ? [tracing.plugin] : [],
        ...(deployment ? { workerDeploymentOptions: deployment } : {}),
        maxConcurrentActivityTaskExecutions: concurrency(env),
      }),
    ),
  );
  const health =
    env.WORKER_HEALTH_PORT === undefined
      ? null
      : await startHealthServer(
          {
            readiness: {
              temporal: () => connection.healthService.check({}),
              storage: () => checkStorage(storage),
            },
            metrics: async () => (await getMetrics().registry.metrics()) + (await readRuntimeMetrics()),
          },
          { host: env.WORKER_HEALTH_HOST, port: env.WORKER_HEALTH_PORT },
        );
  log.info(
    {
      queues: Object.fromEntries(queues.map(({ queue, concurrency }) => [queue, concurrency(env)])),
      temporal: env.TEMPORAL_ADDRESS,
      storage: env.storage.s3 ? `s3://${env.storage.s3.bucket}` : env.UPLOADTHING_TOKEN ? 'UploadThing' : env.STORAGE_DIR,
      ffmpeg: ffmpegVersion,
      healthPort: health?.port ?? null,
      release: deployment ? `${deployment.version.deploymentName}@${deployment.version.buildId}` : 'unversioned',
    },
    'polling',
  );
  process.once('SIGTERM', () => log.info({ graceS: env.WORKER_SHUTDOWN_GRACE_S }, 'SIGTERM: polling stops, in-flight activities finish or are cancelled after the grace time'));
  try {
    await Promise.all(workers.map((worker) => worker.run()));
    // Every activity has ended (finished or cancelled, each removing its own scratch): the process's folder goes too.
    await rm(processScratchDir(), { recursive: true, force: true });
    getLogger().info('stopped');
  } finally {
    health?.server.close();
    await connection.close();
    await tracing?.shutdown();
  }
}
