import { proxyActivities } from '@temporalio/workflow';
import type { MotionActivities } from '../../activities/motion/motion-activities';
import { TASK_QUEUES } from '../../../domain/jobs/task-queues';
import { BAD_INPUT_CODES } from '../../../domain/bad-input-codes';

// The user's page, prompt or pictures are the problem: retrying cannot help.
const NON_RETRYABLE = [...BAD_INPUT_CODES];

/** MotionChat's renders (cpu queue): a scene is seconds of work; the heartbeat notices a dead worker quickly. */
export const motionActivities = proxyActivities<MotionActivities>({
  taskQueue: TASK_QUEUES.cpu,
  startToCloseTimeout: '20 minutes',
  heartbeatTimeout: '30 seconds',
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumAttempts: 4, nonRetryableErrorTypes: NON_RETRYABLE },
});

/** Planning and fetching: quick, with their own time limits inside. */
export const motionPlanActivities = proxyActivities<MotionActivities>({
  taskQueue: TASK_QUEUES.cpu,
  startToCloseTimeout: '2 minutes',
  retry: { initialInterval: '1 second', maximumAttempts: 2, nonRetryableErrorTypes: NON_RETRYABLE },
});
