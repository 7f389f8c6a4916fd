import type { JobStatus } from './job-statuses';

/**
 * Statuses of a job that reached its end with a result (the workflow's `done` stage). Not `work_done`: a job also
 * shows it while it waits for a choice (faces to blur, a premium export after the preview), and then goes on.
 */
const FINISHED: readonly string[] = ['download_ready', 'completed'] satisfies JobStatus[];
/** Statuses of a job that stopped on an error (the workflow parks a failed job as `halted` with its error code). */
const FAILED: readonly string[] = ['halted', 'failed'] satisfies JobStatus[];

export type JobOutcome = { kind: 'finished' } | { kind: 'failed'; errorCode: string } | null;

/**
 * What a status change means for the job counters: it finished, it failed (with its error code), or neither. Only the
 * first entry into a finished or failed status counts, so a projection repeated by a retry, or a finished job moving
 * from download_ready to completed, is counted once.
 */
export function getJobOutcome(previous: string | null, next: { status: string; errorCode?: string | null }): JobOutcome {
  if (FINISHED.includes(next.status) && !(previous !== null && FINISHED.includes(previous))) return { kind: 'finished' };
  if (FAILED.includes(next.status) && !(previous !== null && FAILED.includes(previous))) return { kind: 'failed', errorCode: next.errorCode || 'internal_error' };
  return null;
}
