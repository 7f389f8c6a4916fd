import { ApplicationFailure } from '@temporalio/workflow';
import type { JobView } from '../../../domain/jobs/job-view';
import type { ToolJobInput } from '../tool-job-input';
import { appActivities } from './activity-proxies';

const FINAL_STEP = 'final';

/**
 * The paid render's credits as a saga: reserved before the render (idempotent by job id + step, so a retried activity
 * never holds twice), captured after it, released if the job fails or is cancelled in between.
 */
export class FinalCredits {
  private reserved = false;

  /** The job it charges (a ToolJob): who pays, and the final render's cost as the job's view states it. */
  constructor(private readonly job: { readonly input: Pick<ToolJobInput, 'userId' | 'jobId'>; readonly view: Pick<JobView, 'final_cost_milli'> }) {}

  /** Holds the final render's cost; a short balance fails with not_enough_credits (non-retryable). */
  async reserve(): Promise<void> {
    const { input } = this.job;
    const amountMilli = this.job.view.final_cost_milli;
    // Never a free render for want of a price: every path that reserves has set it.
    if (amountMilli === null) throw ApplicationFailure.create({ type: 'internal_error', message: 'the final render has no price', nonRetryable: true });
    await appActivities.reserveJobCredits({ userId: input.userId, jobId: input.jobId, step: FINAL_STEP, amountMilli });
    this.reserved = true;
  }

  async capture(): Promise<void> {
    await appActivities.captureJobCredits({ jobId: this.job.input.jobId, step: FINAL_STEP });
    this.reserved = false;
  }

  /** Gives held credits back (failure, cancellation); a no-op when nothing is held. */
  async releaseIfHeld(): Promise<void> {
    if (!this.reserved) return;
    await appActivities.releaseJobCredits({ jobId: this.job.input.jobId, step: FINAL_STEP });
    this.reserved = false;
  }
}
