import { z } from 'zod';
import { adminProcedure, router } from '../trpc';
import { recordId } from './record-id';

/** Support pages: failed jobs with their error code, restarted from the beginning or reset to the step that failed. */
export const adminRouter = router({
  failedJobs: adminProcedure.query(({ ctx }) => ctx.jobs.listFailedJobs()),
  retry: adminProcedure.input(z.object({ jobId: recordId, mode: z.enum(['restart', 'reset']) })).mutation(async ({ ctx, input }) => {
    const { runId } = input.mode === 'restart' ? await ctx.jobs.restartJob(input.jobId) : await ctx.jobs.resetJob(input.jobId);
    return { runId };
  }),
});
