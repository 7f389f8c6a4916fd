import { z } from 'zod';
import { adminProcedure, DomainTRPCError, router } from '../trpc';
import { recordId } from './record-id';
import { canRestartJob, classifyJobOutcome } from '../../domain/support/classify-job-outcome';
import { DEFAULT_TEMPORAL_UI_URL, getJobPagePath, getTemporalRunUrl } from '../../domain/support/support-links';
import { listJobOutcomes } from '../support/list-job-outcomes';

const utcDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)));
const code = z.string().regex(/^[a-z0-9_]{1,64}$/);

/**
 * Support pages: jobs that did not succeed, system failures apart from user-side outcomes, filtered by tool, error and
 * date, with links to each job and its Temporal run; a system failure is restarted from the beginning or reset to the
 * step that failed.
 */
export const adminRouter = router({
  jobOutcomes: adminProcedure
    .input(z.object({
      kind: z.enum(['system_failure', 'user_side']).default('system_failure'),
      toolId: code.optional(),
      errorCode: code.optional(),
      fromDay: utcDay.optional(),
      toDay: utcDay.optional(),
      page: z.number().int().min(1).max(100_000).default(1),
    }).default({ kind: 'system_failure', page: 1 }))
    .query(async ({ ctx, input }) => {
      const listed = await listJobOutcomes(ctx.prisma, input);
      const runIds = listed.rows.length > 0 ? await ctx.jobs.findRunIds(listed.rows.map((row) => row.jobId)) : {};
      const ui = ctx.temporalUi ?? { baseUrl: DEFAULT_TEMPORAL_UI_URL, namespace: 'default' };
      return {
        ...listed,
        rows: listed.rows.map((row) => ({
          ...row,
          jobPath: getJobPagePath(row.toolId, row.jobId),
          temporalUrl: getTemporalRunUrl(ui, row.jobId, runIds[row.jobId] ?? null),
          canRestart: canRestartJob(row.kind),
        })),
      };
    }),
  retry: adminProcedure.input(z.object({ jobId: recordId, mode: z.enum(['restart', 'reset']) })).mutation(async ({ ctx, input }) => {
    const job = await ctx.prisma.job.findUnique({ where: { id: input.jobId }, select: { status: true, errorCode: true } });
    if (!job) throw new DomainTRPCError('NOT_FOUND', 'job_not_found');
    // A user-side outcome (bad input, a plan limit, a cancel) would end the same way again: only system failures restart.
    if (job.status === 'cancelled' || (job.status === 'failed' && !canRestartJob(classifyJobOutcome({ status: 'failed', errorCode: job.errorCode })))) {
      throw new DomainTRPCError('BAD_REQUEST', 'job_not_restartable');
    }
    if (job.status !== 'failed') throw new DomainTRPCError('BAD_REQUEST', 'job_not_finished');
    const { runId } = input.mode === 'restart' ? await ctx.jobs.restartJob(input.jobId) : await ctx.jobs.resetJob(input.jobId);
    return { runId };
  }),
});
