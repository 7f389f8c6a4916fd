import { ScheduleAlreadyRunning, ScheduleOverlapPolicy, type Client, type ScheduleOptionsAction, type ScheduleSpec } from '@temporalio/client';
import { TASK_QUEUES } from '../../domain/jobs/task-queues';
import type { RetentionCleanupInput } from '../../temporal/workflows/retention-cleanup-workflow';

export const RETENTION_SCHEDULE_ID = 'kinora-retention-cleanup';

/**
 * Creates the Temporal Schedule that runs the retention cleanup every `everyMs`, or brings an existing one up to date
 * (a new period or interval from configuration); safe to call at every app start and from several app processes.
 */
export async function ensureRetentionSchedule(
  client: Client,
  options: { guestRetentionMs: number; everyMs: number; scheduleId?: string },
): Promise<void> {
  const scheduleId = options.scheduleId ?? RETENTION_SCHEDULE_ID;
  const args: [RetentionCleanupInput] = [{ guestRetentionMs: options.guestRetentionMs }];
  const spec: ScheduleSpec = { intervals: [{ every: options.everyMs }] };
  const action: ScheduleOptionsAction = { type: 'startWorkflow', workflowType: 'retentionCleanupWorkflow', taskQueue: TASK_QUEUES.app, args, workflowId: scheduleId };
  try {
    await client.schedule.create({ scheduleId, spec, action, policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: '1 hour' } });
  } catch (error) {
    if (!(error instanceof ScheduleAlreadyRunning)) throw error;
    await client.schedule.getHandle(scheduleId).update((previous) => ({ ...previous, spec, action: { ...previous.action, ...action } }));
  }
}
