import { z } from 'zod';
import { WorkflowUpdateFailedError } from '@temporalio/client';
import { changerKeys } from '../../domain/jobs/changer-keys';
import { changerFrameUpdate, clickMaskUpdate, finishMaskingSignal, propagateMasksSignal } from '../../temporal/workflows/background-changer/changer-messages';
import { getErrorCodeOf } from '../temporal/job-gateway';
import { DomainTRPCError, router, viewerProcedure, type Context } from '../trpc';
import { recordId } from './record-id';

async function ownedChangerJob(ctx: Context & { user: { id: string } }, jobId: string) {
  const job = await ctx.prisma.job.findUnique({ where: { id: jobId } });
  if (!job || job.userId !== ctx.user.id || job.toolId !== 'video_background_remover') throw new DomainTRPCError('NOT_FOUND', 'job_not_found');
  return job;
}

/** A stored PNG (a frame or a mask at the working size, a few KB) as a data URL, or null when it is not there. */
async function readPngDataUrl(ctx: Context, key: string): Promise<string | null> {
  if (!(await ctx.storage.stat(key))) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of ctx.storage.stream(key) as AsyncIterable<Buffer>) chunks.push(chunk);
  return `data:image/png;base64,${Buffer.concat(chunks).toString('base64')}`;
}

/** An update the workflow refused (validator) or that failed, as our error code. */
function toDomainError(error: unknown): never {
  const failure = error instanceof WorkflowUpdateFailedError ? getErrorCodeOf(error.cause) : getErrorCodeOf(error);
  throw new DomainTRPCError(failure.code === 'internal_error' ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST', failure.code, failure.params);
}

const click = z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1), include: z.boolean() });

/** The background changer's interactive calls: frames to click on, clicks to masks, propagation, finishing. */
export const changerRouter = router({
  frame: viewerProcedure.input(z.object({ jobId: recordId, frame: z.number().int().nonnegative() })).mutation(async ({ ctx, input }) => {
    await ownedChangerJob(ctx, input.jobId);
    const handle = await ctx.jobs.getJobHandle(input.jobId);
    const { frameKey } = await handle.executeUpdate(changerFrameUpdate, { args: [{ frame: input.frame }] }).catch(toDomainError);
    return { frameUrl: await readPngDataUrl(ctx, frameKey), maskUrl: await readPngDataUrl(ctx, changerKeys.mask(input.jobId, input.frame)) };
  }),
  click: viewerProcedure
    .input(z.object({ jobId: recordId, frame: z.number().int().nonnegative(), clicks: z.array(click).min(1).max(40) }))
    .mutation(async ({ ctx, input }) => {
      await ownedChangerJob(ctx, input.jobId);
      const handle = await ctx.jobs.getJobHandle(input.jobId);
      const result = await handle.executeUpdate(clickMaskUpdate, { args: [{ frame: input.frame, clicks: input.clicks }] }).catch(toDomainError);
      return { maskUrl: await readPngDataUrl(ctx, result.maskKey), ms: result.ms, coverage: result.coverage };
    }),
  propagate: viewerProcedure.input(z.object({ jobId: recordId })).mutation(async ({ ctx, input }) => {
    await ownedChangerJob(ctx, input.jobId);
    await (await ctx.jobs.getJobHandle(input.jobId)).signal(propagateMasksSignal);
    return { ok: true };
  }),
  finish: viewerProcedure.input(z.object({ jobId: recordId })).mutation(async ({ ctx, input }) => {
    await ownedChangerJob(ctx, input.jobId);
    await (await ctx.jobs.getJobHandle(input.jobId)).signal(finishMaskingSignal);
    return { ok: true };
  }),
});
