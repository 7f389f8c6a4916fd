import { ApplicationFailure, CancellationScope, ContinueAsNew, isCancellation } from '@temporalio/workflow';
import type { JobView } from '../../../domain/jobs/job-view';
import type { ToolJobInput } from '../tool-job-input';
import { getFailureError } from './failure-code';
import { ToolJob } from './tool-job';

/**
 * Runs a tool job's steps and owns how it ends: on failure or cancellation, held credits are released (never a double
 * charge) and the job is marked cancelled or failed with its error code, even though the workflow is being cancelled.
 * Continuing as new passes through untouched.
 */
export async function runToolJob(input: ToolJobInput, steps: (job: ToolJob) => Promise<void>): Promise<JobView> {
  const job = new ToolJob(input);
  // The priors only inform the ETA: loading them must not hold back the job's steps or its handlers (a chat's next run
  // takes messages at once), so they arrive whenever they do (loadSpeedPriors never fails).
  void job.loadSpeedPriors();
  try {
    await steps(job);
    return job.view;
  } catch (error) {
    // Not an end: the job goes on in a new run (a long chat), holding what it held.
    if (error instanceof ContinueAsNew) throw error;
    const failure = getFailureError(error);
    await CancellationScope.nonCancellable(async () => {
      await job.credits.releaseIfHeld();
      if (isCancellation(error)) await job.enter('cancelled', 'cancelled');
      else await job.enter('failed', 'halted', undefined, { error: failure });
    });
    if (isCancellation(error)) throw error;
    throw ApplicationFailure.create({ type: failure.code, message: `job failed: ${failure.code}`, nonRetryable: true, details: failure.params ? [failure.params] : [] });
  }
}
