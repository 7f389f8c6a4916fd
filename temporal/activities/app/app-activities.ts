import { ApplicationFailure } from '@temporalio/common';
import type { PrismaClient } from '../../../generated/prisma/client';
import { captureCredits, releaseCredits, reserveCredits } from '../../../server/billing/credit-ledger';

export interface JobProjection {
  jobId: string;
  status: string;
  errorCode?: string | null;
  previewKey?: string | null;
  outputKey?: string | null;
  creditsMilli?: number;
}

/**
 * Activities on the `app` queue: the only ones that touch the database. They run in the app process, which owns the
 * database connection (and the embedded PGlite), so compute workers stay stateless.
 */
export function createAppActivities(prisma: PrismaClient) {
  return {
    /** Mirrors a job's workflow state into its row, for lists and for reading a job after its workflow is gone. */
    async projectJob(projection: JobProjection): Promise<void> {
      const { jobId, ...data } = projection;
      await prisma.job.update({ where: { id: jobId }, data });
    },

    /** Reserves the final render's credits; not enough credits is a non-retryable failure the workflow handles. */
    async reserveJobCredits(input: { userId: string; jobId: string; step: string; amountMilli: number }): Promise<void> {
      const result = await reserveCredits(prisma, input);
      if (!result.ok) {
        throw ApplicationFailure.create({
          type: 'not_enough_credits',
          message: `balance ${result.balanceMilli} < ${input.amountMilli} milli-credits`,
          nonRetryable: true,
          details: [{ requiredMilli: input.amountMilli, balanceMilli: result.balanceMilli }],
        });
      }
    },

    async captureJobCredits(input: { jobId: string; step: string }): Promise<void> {
      await captureCredits(prisma, input);
    },

    async releaseJobCredits(input: { jobId: string; step: string }): Promise<void> {
      await releaseCredits(prisma, input);
    },
  };
}

export type AppActivities = ReturnType<typeof createAppActivities>;
