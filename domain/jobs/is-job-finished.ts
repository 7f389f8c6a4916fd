import type { JobStatus } from './job-statuses';

/** Statuses after which a job touches none of its files again: its input and output may be deleted. */
export const FINISHED_JOB_STATUSES = ['download_ready', 'completed', 'cancelled', 'halted', 'failed'] as const satisfies readonly JobStatus[];

/** Whether a job (by its projected status) has ended; unknown statuses count as running, to protect files. */
export function isJobFinished(status: string): boolean {
  return (FINISHED_JOB_STATUSES as readonly string[]).includes(status);
}
