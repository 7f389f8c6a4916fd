import type { Client } from '@temporalio/client';
import proto from '@temporalio/proto';
import { TASK_QUEUES } from '../../domain/jobs/task-queues';
import { getMetrics } from '../../temporal/runtime/observability/metrics';

const { TASK_QUEUE_TYPE_ACTIVITY } = proto.temporal.api.enums.v1.TaskQueueType;

/** Scrapes closer together than this reuse the last sample: many app replicas scraped often cost Temporal little. */
const MIN_INTERVAL_MS = 5000;

/**
 * Sets `kinora_task_queue_backlog` per task queue from Temporal's DescribeTaskQueue (its approximate backlog of
 * activity tasks), at most once every 5 s. Called before `/metrics` answers; a queue Temporal does not describe keeps
 * its last value.
 */
export function makeTaskQueueBacklogSampler(getClient: () => Promise<Client>, namespace: string): () => Promise<void> {
  let last = 0;
  return async () => {
    if (Date.now() - last < MIN_INTERVAL_MS) return;
    last = Date.now();
    const client = await getClient();
    await Promise.all(
      Object.values(TASK_QUEUES).map(async (queue) => {
        const response = await client.workflowService.describeTaskQueue({ namespace, taskQueue: { name: queue }, taskQueueType: TASK_QUEUE_TYPE_ACTIVITY, reportStats: true });
        const backlog = response.stats?.approximateBacklogCount;
        if (backlog !== undefined && backlog !== null) getMetrics().taskQueueBacklog.set({ queue }, Number(backlog));
      }),
    );
  };
}
