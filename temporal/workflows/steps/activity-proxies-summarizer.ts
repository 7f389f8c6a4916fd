import { proxyActivities } from '@temporalio/workflow';
import type { SummarizerActivities } from '../../activities/summarizer/summarizer-activities';
import { TASK_QUEUES } from '../../../domain/jobs/task-queues';
import { BAD_INPUT_CODES } from '../../../domain/bad-input-codes';

/** The summarizer's answers (cpu queue): a few short ffmpeg cuts and, when configured, one call to the operator's model. */
export const summarizerActivities = proxyActivities<SummarizerActivities>({
  taskQueue: TASK_QUEUES.cpu,
  startToCloseTimeout: '10 minutes',
  heartbeatTimeout: '2 minutes',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumAttempts: 3, nonRetryableErrorTypes: [...BAD_INPUT_CODES] },
});
