import type { JobStatus } from './job-statuses';

/**
 * Statuses of a job that reached its end with a result (the workflow's `done` stage). Not `work_done`: a job also
 * shows it while it waits for a choice (faces to blur, a premium export after the preview), and then goes on.
 */
const FINISHED: readonly string[] = ['download_ready', 'completed'] satisfies JobStatus[];
/** Statuses of a job that stopped on an error (the workflow parks a failed job as `halted` with its error code). */
const FAILED: readonly string[] = ['halted', 'failed'] satisfies JobStatus[];
/** A job row's status before its workflow's first projection. */
const CREATED: JobStatus = 'created';

export interface JobOutcome {
  /** The workflow's first projection: the job started (whoever started it: a person, a chain, support's retry). */
  started: boolean;
  finished: boolean;
  /** The error code of a job that failed now (`internal_error` when it carries none), else null. */
  failedWith: string | null;
}

/**
 * What a job row's status change means for the job counters. Only the first entry into a finished or failed status
 * counts, so a projection repeated by a retry, or a finished job moving from download_ready to completed, counts once.
 */
export function getJobOutcome(previous: string | null, next: { status: string; errorCode?: string | null }): JobOutcome {
  const was = (set: readonly string[]) => previous !== null && set.includes(previous);
  return {
    started: previous === CREATED && next.status !== CREATED,
    finished: FINISHED.includes(next.status) && !was(FINISHED),
    failedWith: FAILED.includes(next.status) && !was(FAILED) ? next.errorCode || 'internal_error' : null,
  };
}
