import { proxyActivities } from '@temporalio/workflow';
import type { ChangerActivities } from '../../activities/changer/changer-activities';
import type { ComputeQueue } from '../../../domain/jobs/task-queues';

/** The background changer's activities on a compute queue: quick interactive calls, and the long propagation. */
export function changerActivities(queue: ComputeQueue) {
  return {
    // A click must answer while the user waits: a short timeout and one quick retry (a lost worker), then an error.
    interactive: proxyActivities<ChangerActivities>({
      taskQueue: queue,
      startToCloseTimeout: '60 seconds',
      retry: { initialInterval: '200 milliseconds', maximumAttempts: 2 },
    }),
    propagate: proxyActivities<ChangerActivities>({
      taskQueue: queue,
      startToCloseTimeout: '60 minutes',
      // Heartbeats every frame; a dead worker is noticed soon and the span resumes from its last stored mask.
      heartbeatTimeout: '30 seconds',
      retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumAttempts: 5 },
    }),
  };
}
