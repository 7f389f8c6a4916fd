import { proxyActivities } from '@temporalio/workflow';
import type { TimelineActivities } from '../../activities/timeline/timeline-activities';
import { FFMPEG_HEARTBEAT_TIMEOUT_MS, type ComputeQueue } from '../../../domain/jobs/task-queues';
import { BAD_INPUT_CODES } from '../../../domain/bad-input-codes';

// Bad input is final: these failure types are never retried (the document's own refusals are non-retryable too).
const NON_RETRYABLE = [...BAD_INPUT_CODES, 'option_invalid', 'duration_too_short', 'duration_over_plan_limit'];

/** OneEditor's export activities on a compute queue: ffmpeg in a child process beats steadily, so a dead worker is noticed within ffmpeg's heartbeat timeout. */
export function timelineActivities(queue: ComputeQueue, priorityKey?: number) {
  return proxyActivities<TimelineActivities>({
    ...(priorityKey === undefined ? {} : { priority: { priorityKey } }),
    taskQueue: queue,
    startToCloseTimeout: '60 minutes',
    heartbeatTimeout: FFMPEG_HEARTBEAT_TIMEOUT_MS,
    retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumAttempts: 5, nonRetryableErrorTypes: NON_RETRYABLE },
  });
}
