import { NativeConnection, Worker, bundleWorkflowCode, type WorkerDeploymentOptions, type WorkerPlugin, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { resolve } from 'node:path';
import type { PrismaClient } from '../../generated/prisma/client';
import { createAppActivities } from '../activities/app/app-activities';
import { createRetentionActivities } from '../activities/app/retention-activities';
import { createWebhookActivities, type WebhookSettings } from '../activities/app/webhooks/webhook-activities';
import type { Storage } from '../activities/storage/storage';
import { TASK_QUEUES } from '../../domain/jobs/task-queues';
import { SHARED_WORKER_OPTIONS } from './worker-options';
import { getLogger } from './observability/get-logger';
import { makeActivityMetricsInterceptor } from './observability/make-activity-metrics-interceptor';

export const WORKFLOWS_PATH = resolve(import.meta.dirname, '../workflows/index.ts');

/** Bundles the workflow code once per process (webpack; a few seconds), with the plugins' workflow interceptors (tracing). */
export function bundleWorkflows(plugins: WorkerPlugin[] = []): Promise<WorkflowBundleWithSourceMap> {
  return bundleWorkflowCode({ workflowsPath: WORKFLOWS_PATH, logger: quietLogger, plugins });
}

const quietLogger = {
  log: () => undefined,
  trace: () => undefined,
  debug: () => undefined,
  info: () => undefined,
  warn: (message: string) => getLogger({ component: 'workflow-bundler' }).warn(message),
  error: (message: string) => getLogger({ component: 'workflow-bundler' }).error(message),
};

/**
 * The app process's worker on the `app` queue: it runs the workflows and the database activities. It lives in the
 * process that owns the database, so the embedded PGlite has exactly one user.
 */
export async function createAppWorker(options: {
  connection: NativeConnection;
  namespace: string;
  prisma: PrismaClient;
  workflowBundle?: WorkflowBundleWithSourceMap;
  taskQueue?: string;
  /** Storage and the upload staging directory, for the retention cleanup's activities (the app process has both). */
  retention?: { storage: Storage; uploadsDir: string };
  /** Webhook deliveries; default: production rules (https, public addresses only). */
  webhooks?: WebhookSettings;
  /** How long in-flight activities may finish after SIGTERM (default SHARED_WORKER_OPTIONS'). */
  shutdownGraceTimeMs?: number;
  /** Tracing (tracing.ts); a given `workflowBundle` must have been bundled with the same plugins. */
  plugins?: WorkerPlugin[];
  /** Its release's deployment version (worker-versioning.ts); none: unversioned. */
  deployment?: WorkerDeploymentOptions;
}): Promise<Worker> {
  return Worker.create({
    ...SHARED_WORKER_OPTIONS,
    ...(options.shutdownGraceTimeMs === undefined ? {} : { shutdownGraceTime: options.shutdownGraceTimeMs }),
    interceptors: { activity: [makeActivityMetricsInterceptor] },
    connection: options.connection,
    namespace: options.namespace,
    taskQueue: options.taskQueue ?? TASK_QUEUES.app,
    workflowBundle: options.workflowBundle ?? (await bundleWorkflows(options.plugins)),
    plugins: options.plugins ?? [],
    ...(options.deployment ? { workerDeploymentOptions: options.deployment } : {}),
    activities: {
      ...createAppActivities(options.prisma),
      ...createWebhookActivities(options.prisma, options.webhooks ?? { allowLocalTargets: false }),
      ...(options.retention ? createRetentionActivities(options.prisma, options.retention.storage, { uploadsDir: options.retention.uploadsDir }) : {}),
    },
  });
}
