import { proxyActivities } from '@temporalio/workflow';
import type { UnderstandingActivities } from '../../activities/understanding/understanding-activities';
import type { EditorActivities } from '../../activities/editor/editor-activities';
import { TASK_QUEUES } from '../../../domain/jobs/task-queues';
import { BAD_INPUT_CODES } from '../../../domain/bad-input-codes';

// Bad input is final: these failure types are never retried.
const NON_RETRYABLE = [...BAD_INPUT_CODES];

/** The understanding layer's analyses (cpu queue): long, heartbeating, cached per content. */
export const understandingActivities = proxyActivities<UnderstandingActivities>({
  taskQueue: TASK_QUEUES.cpu,
  startToCloseTimeout: '3 hours',
  heartbeatTimeout: '60 seconds',
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumAttempts: 5, nonRetryableErrorTypes: NON_RETRYABLE },
});

/** The editor's plan, files, clips and join (cpu queue). */
export const editorActivities = proxyActivities<EditorActivities>({
  taskQueue: TASK_QUEUES.cpu,
  startToCloseTimeout: '60 minutes',
  heartbeatTimeout: '30 seconds',
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumAttempts: 5, nonRetryableErrorTypes: NON_RETRYABLE },
});
