import { ActivityFailure, ApplicationFailure, ChildWorkflowFailure, isCancellation } from '@temporalio/workflow';
import type { JobErrorView } from '../../../domain/jobs/job-view';

/** The domain error code carried by a failure (activity failures wrap an ApplicationFailure whose type is the code). */
export function getFailureError(error: unknown): JobErrorView {
  if (isCancellation(error)) return { code: 'job_cancelled' };
  const cause = error instanceof ActivityFailure || error instanceof ChildWorkflowFailure ? error.cause : error;
  if (cause instanceof ApplicationFailure && cause.type) {
    const details = cause.details?.[0];
    const params = details && typeof details === 'object' ? numericParams(details as Record<string, unknown>) : undefined;
    return params ? { code: cause.type, params } : { code: cause.type };
  }
  return { code: 'internal_error' };
}

function numericParams(details: Record<string, unknown>): Record<string, number> | undefined {
  const entries = Object.entries(details).filter((entry): entry is [string, number] => typeof entry[1] === 'number');
  return entries.length ? Object.fromEntries(entries) : undefined;
}
