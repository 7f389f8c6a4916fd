import { proxyActivities } from '@temporalio/workflow';
import type { RetentionActivities } from '../activities/app/retention-activities';
import { TASK_QUEUES } from '../../domain/jobs/task-queues';

const { deleteExpiredGuestData } = proxyActivities<RetentionActivities>({
  taskQueue: TASK_QUEUES.app,
  startToCloseTimeout: '10 minutes',
  heartbeatTimeout: '1 minute',
  retry: { initialInterval: '5 seconds', maximumAttempts: 5 },
});

export interface RetentionCleanupInput {
  guestRetentionMs: number;
}

// Files per activity call: each call is a short transaction-sized piece, so a retry redoes little.
const BATCH_SIZE = 100;
// A bound on one run; whatever is left waits for the next scheduled run.
const MAX_BATCHES = 50;

/** Removes visitors' expired files and projects; started by the retention Schedule (see server/temporal/retention-schedule.ts). */
export async function retentionCleanupWorkflow(input: RetentionCleanupInput): Promise<{ files: number; projects: number; staleUploads: number }> {
  const total = { files: 0, projects: 0, staleUploads: 0 };
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const result = await deleteExpiredGuestData({ guestRetentionMs: input.guestRetentionMs, batchSize: BATCH_SIZE });
    total.files += result.files;
    total.projects += result.projects;
    total.staleUploads += result.staleUploads;
    if (!result.more) break;
  }
  return total;
}
