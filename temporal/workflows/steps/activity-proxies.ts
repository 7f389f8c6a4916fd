import { proxyActivities } from '@temporalio/workflow';
import type { RenderActivities } from '../../activities/render/render-activities';
import type { BlurringActivities } from '../../activities/blurring/blurring-activities';
import type { AppActivities } from '../../activities/app/app-activities';
import { getRenderHeartbeatTimeoutMs, TASK_QUEUES, type ComputeQueue } from '../../../domain/jobs/task-queues';
import { BAD_INPUT_CODES } from '../../../domain/bad-input-codes';

// Bad input is final: these failure types are never retried.
const NON_RETRYABLE = [...BAD_INPUT_CODES];

/**
 * Media activities on a compute queue. Renders heartbeat often; a dead worker is noticed within the heartbeat timeout.
 * `priorityKey` overrides the priority the activities inherit from their workflow (a free user's paid export);
 * `worksIn` says whether a model may hold the worker's event loop (the longer heartbeat timeout), as the recipe says.
 */
export function mediaActivities(queue: ComputeQueue, priorityKey?: number, worksIn?: 'ffmpeg' | 'models') {
  const priority = priorityKey === undefined ? {} : { priority: { priorityKey } };
  return {
    probe: proxyActivities<RenderActivities & BlurringActivities>({
      ...priority,
      taskQueue: queue,
      startToCloseTimeout: '5 minutes',
      retry: { maximumAttempts: 3, nonRetryableErrorTypes: NON_RETRYABLE },
    }),
    /** Poster and sprite: nice to have, so one quick retry and then the job goes on without them. */
    extras: proxyActivities<RenderActivities & BlurringActivities>({
      ...priority,
      taskQueue: queue,
      startToCloseTimeout: '10 minutes',
      heartbeatTimeout: '60 seconds',
      retry: { initialInterval: '1 second', maximumAttempts: 2 },
    }),
    render: proxyActivities<RenderActivities & BlurringActivities>({
      ...priority,
      taskQueue: queue,
      // A 10 s segment of 4K on a slow CPU worker stays well under this; the heartbeat catches a dead worker sooner
      // (activities beat on a timer; a model call holds the event loop, so model work allows longer).
      startToCloseTimeout: '60 minutes',
      heartbeatTimeout: getRenderHeartbeatTimeoutMs(queue, worksIn),
      retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumAttempts: 5, nonRetryableErrorTypes: NON_RETRYABLE },
    }),
  };
}

/** Database activities, served by the app process. */
export const appActivities = proxyActivities<AppActivities>({
  taskQueue: TASK_QUEUES.app,
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumAttempts: 10, nonRetryableErrorTypes: NON_RETRYABLE },
});
