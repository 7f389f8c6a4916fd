import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { startOfUtcDay } from '../../domain/rules/rate-limits';
import { TRPCError } from '@trpc/server';
import { TOOL_IDS, type ToolId } from '../../domain/catalogue/tool-ids';
import { getTool } from '../../domain/catalogue/get-tool';
import { validateJobInput } from '../../domain/rules/validate-job-input';
import { getJobRange } from '../../domain/rules/get-job-range';
import { getExportCost } from '../../domain/rules/get-export-cost';
import { toMilliCredits } from '../../domain/jobs/milli-credits';
import type { PlanId } from '../../domain/plans';
import { getBalanceMilli } from '../../temporal/activities/app/credit-ledger';
import { DomainTRPCError, router, viewerProcedure, type Context } from '../trpc';
import { IMPLEMENTED_TOOLS } from '../../domain/jobs/implemented-tools';
import { getToolWiring } from '../../domain/jobs/tool-wiring';
import { WORKING_STAGES } from '../../domain/jobs/job-view';
import { getRenderRecipe } from '../../domain/jobs/render-recipes';
import { registerOutputFile } from '../../temporal/activities/app/register-output-file';
import { LIST_PAGE_SIZE } from '../../domain/platform';
import { validateOptions } from '../../domain/rules/validate-options';
import { checkImageOptions } from './check-image-options';
import { toClientJob, viewFromJobRow, type ClientJob } from './job-for-client';
import { recordId } from './record-id';
import type { MediaUrls } from '../http/media-urls';
import { getLogger } from '../../temporal/runtime/observability/get-logger';

/** A row of the job list. */
export interface JobSummary {
  id: string;
  toolId: string;
  status: string;
  fileName: string;
  createdAt: string;
  /** A small picture of the job: a frame of its output once it has one, else of its input (signed, owner-checked). */
  thumbnailUrl: string;
}

function toJobSummary(job: { id: string; toolId: string; status: string; createdAt: Date; file: { name: string } }, mediaUrls: MediaUrls): JobSummary {
  return { id: job.id, toolId: job.toolId, status: job.status, fileName: job.file.name, createdAt: job.createdAt.toISOString(), thumbnailUrl: mediaUrls.sign(`/media/jobs/${job.id}/thumbnail`) };
}

const TERMINAL_STAGES = new Set(['done', 'failed', 'cancelled']);

async function ownedJob(ctx: Context & { user: { id: string } }, jobId: string) {
  const job = await ctx.prisma.job.findUnique({ where: { id: jobId } });
  if (!job || job.userId !== ctx.user.id) throw new DomainTRPCError('NOT_FOUND', 'job_not_found');
  return job;
}

async function readJob(ctx: Context & { user: { id: string } }, jobId: string): Promise<ClientJob> {
  const job = await ownedJob(ctx, jobId);
  // The pushed view (and heartbeats shared by every reader of the job); Temporal unreachable or the run past retention:
  // the database projection still shows where the job got to.
  const view = await ctx.jobViews.read(jobId).catch((error: unknown) => {
    getLogger({ jobId }).warn({ err: error }, 'reading the job from Temporal failed; showing its database projection');
    return null;
  });
  return toClientJob(view ?? viewFromJobRow(job), ctx.mediaUrls);
}

export const jobsRouter = router({
  start: viewerProcedure
    .input(
      z.object({
        fileId: recordId,
        /** Multi-input tools (the AI video editor): every input in order; `fileId` is the first. */
        fileIds: z.array(recordId).max(50).optional(),
        toolId: z.enum(TOOL_IDS),
        range: z.object({ startS: z.number().min(0), endS: z.number().min(0) }).nullable(),
        options: z.record(z.string(), z.unknown()).default({}),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      await ctx.rateLimit('job_start', ctx.user.id);
      const file = await ctx.prisma.file.findUnique({ where: { id: input.fileId } });
      if (!file || file.userId !== ctx.user.id) throw new DomainTRPCError('NOT_FOUND', 'file_not_found');
      if (file.status !== 'ready' || file.durationS === null || file.width === null || file.height === null) {
        throw new DomainTRPCError('BAD_REQUEST', file.errorCode ?? 'upload_incomplete');
      }
      const tool = getTool(input.toolId as ToolId);
      const fileIds = tool.flags.inputMultiple && input.fileIds?.length ? input.fileIds : [input.fileId];
      if (fileIds[0] !== input.fileId) throw new DomainTRPCError('BAD_REQUEST', 'invalid_request');
      const others = await ctx.prisma.file.findMany({ where: { id: { in: fileIds.slice(1) }, userId: ctx.user.id, status: 'ready' } });
      if (others.length !== new Set(fileIds.slice(1)).size) throw new DomainTRPCError('NOT_FOUND', 'file_not_found');
      const inputs = [file, ...fileIds.slice(1).map((id) => others.find((f) => f.id === id)!)];
      if (!tool.deprecated && !IMPLEMENTED_TOOLS.has(tool.id)) throw new DomainTRPCError('BAD_REQUEST', 'tool_not_available');
      // OneEditor's jobs start only from a saved project (editor.export checks its document, files and plan).
      if (getToolWiring(tool.id)?.startsFromEditor) throw new DomainTRPCError('BAD_REQUEST', 'tool_not_available');
      const plan = ctx.user.plan as PlanId;
      // Free plan: 3 uploads a day, and any processed job counts as one.
      const uploadsToday = await ctx.prisma.job.count({ where: { userId: ctx.user.id, createdAt: { gte: new Date(startOfUtcDay(Date.now())) } } });
      const creditsAtUpload = (await getBalanceMilli(ctx.prisma, ctx.user.id)) / 1000;
      const validation = validateJobInput({
        tool,
        plan,
        // Several inputs are judged together: their total length against the tool's and the plan's limits.
        media: { durationS: inputs.reduce((sum, f) => sum + (f.durationS ?? 0), 0), width: file.width, height: file.height, sizeBytes: inputs.reduce((sum, f) => sum + Number(f.sizeBytes), 0), fps: file.fps ?? undefined },
        // Several inputs: the range is on their joined timeline.
        range: input.range,
        options: await checkImageOptions(ctx, tool, input.options),
        usage: { uploadsToday, creditsBalance: creditsAtUpload, videosInProject: inputs.length },
      });
      if (!validation.ok) {
        const [first] = validation.errors;
        throw new DomainTRPCError('BAD_REQUEST', first!.code, first!.params);
      }
      if (getRenderRecipe(tool.id).requiresAudio && file.hasAudio === false) throw new DomainTRPCError('BAD_REQUEST', 'media_no_audio_stream');
      const range = getJobRange(inputs.map((f) => f.durationS ?? 0), input.range);
      const jobId = randomUUID();
      await ctx.prisma.job.create({
        // The export's price as the tool page quoted it (same rule, same inputs), for the job's lists and its card.
        data: { id: jobId, userId: ctx.user.id, fileId: file.id, toolId: tool.id, plan, rangeStartS: range.startS, rangeEndS: range.endS, options: validation.options as object, creditsMilli: toMilliCredits(getExportCost(tool, { plan, range, options: validation.options }) ?? 0) },
      });
      await ctx.jobs.startToolJob({
        jobId, userId: ctx.user.id, toolId: tool.id, plan, sourceKey: file.storageKey, range, options: validation.options,
        ...(inputs.length > 1 || tool.flags.inputMultiple ? { sourceKeys: inputs.map((f) => f.storageKey) } : {}),
        ...(tool.id === 'video_background_remover' ? { creditsAtUpload } : {}),
      });
      return { jobId };
    }),

  get: viewerProcedure.input(z.object({ jobId: recordId })).query(({ ctx, input }) => readJob(ctx, input.jobId)),

  /**
   * Streams the job's view (SSE) whenever it changes, until the job ends. Every page of a job shares this process's one
   * loop for it (server/jobs/job-view-hub.ts): a page costs Temporal nothing of its own.
   */
  watch: viewerProcedure.input(z.object({ jobId: recordId })).subscription(async function* ({ ctx, input, signal }) {
    await ownedJob(ctx, input.jobId);
    for await (const watched of ctx.jobViews.watch(input.jobId, signal)) {
      let view = 'view' in watched ? watched.view : null;
      if ('error' in watched) getLogger({ jobId: input.jobId }).warn({ err: watched.error }, 'reading the job from Temporal failed; showing its database projection');
      // No workflow (past retention) or Temporal unreachable: the row says where the job got to.
      view ??= viewFromJobRow(await ownedJob(ctx, input.jobId));
      const job = toClientJob(view, ctx.mediaUrls);
      yield job;
      if (TERMINAL_STAGES.has(job.stage)) return;
    }
  }),

  premiumExport: viewerProcedure.input(z.object({ jobId: recordId })).mutation(async ({ ctx, input }) => {
    const job = await readJob(ctx, input.jobId);
    if (job.stage !== 'awaiting_export') throw new DomainTRPCError('BAD_REQUEST', 'job_not_awaiting_export');
    const balanceMilli = await getBalanceMilli(ctx.prisma, ctx.user.id);
    const costMilli = job.final_cost_milli ?? 0;
    if (balanceMilli < costMilli) {
      throw new DomainTRPCError('BAD_REQUEST', 'not_enough_credits', { required: costMilli / 1000, balance: balanceMilli / 1000 });
    }
    await ctx.jobs.requestPremiumExport(input.jobId);
    return { ok: true };
  }),

  /** AI video editor: the decisions the user flipped while reviewing the edit (the whole set each time). */
  toggleDecisions: viewerProcedure.input(z.object({ jobId: recordId, toggled: z.array(z.number().int().min(0)).max(5000) })).mutation(async ({ ctx, input }) => {
    const job = await readJob(ctx, input.jobId);
    if (job.edit?.phase !== 'review') throw new DomainTRPCError('BAD_REQUEST', 'job_not_awaiting_export');
    await ctx.jobs.toggleDecisions(input.jobId, input.toggled);
    return { ok: true };
  }),
  /** AI video editor: render the reviewed edit. */
  approveEdit: viewerProcedure.input(z.object({ jobId: recordId, toggled: z.array(z.number().int().min(0)).max(5000).optional() })).mutation(async ({ ctx, input }) => {
    const job = await readJob(ctx, input.jobId);
    if (job.edit?.phase !== 'review') throw new DomainTRPCError('BAD_REQUEST', 'job_not_awaiting_export');
    if (input.toggled) await ctx.jobs.toggleDecisions(input.jobId, input.toggled);
    await ctx.jobs.approveEdit(input.jobId);
    return { ok: true };
  }),

  /** Next action: the finished, paid output becomes a file the user can open in another tool. */
  useOutput: viewerProcedure.input(z.object({ jobId: recordId })).mutation(async ({ ctx, input }) => {
    const job = await ownedJob(ctx, input.jobId);
    if (job.status !== 'download_ready' || !job.outputKey) throw new DomainTRPCError('BAD_REQUEST', 'job_not_finished');
    const existing = await ctx.prisma.file.findUnique({ where: { storageKey: job.outputKey } });
    if (existing) return { fileId: existing.id };
    const media = await ctx.jobs.probeUpload(`output-${job.id}`, job.outputKey);
    const file = await ctx.prisma.file.findUnique({ where: { id: job.fileId } });
    const name = `${(file?.name ?? 'video').replace(/\.[^.]+$/, '')}-${job.toolId.replace(/_/g, '-')}.mp4`;
    return registerOutputFile(ctx.prisma, { userId: ctx.user.id, jobId: job.id, key: job.outputKey, media, name });
  }),
  /** Pauses a running render: no new segment starts; segments in flight are redone on resume. */
  pause: viewerProcedure.input(z.object({ jobId: recordId })).mutation(async ({ ctx, input }) => {
    const job = await readJob(ctx, input.jobId);
    if (!WORKING_STAGES.includes(job.stage)) throw new DomainTRPCError('BAD_REQUEST', 'job_not_running');
    await ctx.jobs.pauseJob(input.jobId);
    return { ok: true };
  }),
  resume: viewerProcedure.input(z.object({ jobId: recordId })).mutation(async ({ ctx, input }) => {
    await ownedJob(ctx, input.jobId);
    await ctx.jobs.resumeJob(input.jobId);
    return { ok: true };
  }),
  /** New options while the preview waits: checked here against the tool, then the preview is rendered again. */
  changeOptions: viewerProcedure
    .input(z.object({ jobId: recordId, options: z.record(z.string(), z.unknown()) }))
    .mutation(async ({ ctx, input }) => {
      const row = await ownedJob(ctx, input.jobId);
      const job = await readJob(ctx, input.jobId);
      if (job.stage !== 'awaiting_export') throw new DomainTRPCError('BAD_REQUEST', 'job_not_awaiting_export');
      const tool = getTool(row.toolId as ToolId);
      const checked = validateOptions(tool, { ...job.options, ...(await checkImageOptions(ctx, tool, input.options)) });
      const [error] = checked.errors;
      if (error) throw new DomainTRPCError('BAD_REQUEST', error.code, error.params);
      await ctx.jobs.changeJobOptions(input.jobId, checked.options);
      return { ok: true };
    }),
  /** Face or plate blurring: which detected people (or plates) to blur, once detection has finished. */
  selectFaces: viewerProcedure
    .input(z.object({ jobId: recordId, indices: z.union([z.array(z.number().int().nonnegative()).min(1), z.literal('all')]) }))
    .mutation(async ({ ctx, input }) => {
      const job = await readJob(ctx, input.jobId);
      if (job.stage !== 'awaiting_selection') throw new DomainTRPCError('BAD_REQUEST', 'job_not_awaiting_selection');
      await ctx.jobs.selectFaces(input.jobId, input.indices);
      return { ok: true };
    }),
  cancel: viewerProcedure.input(z.object({ jobId: recordId })).mutation(async ({ ctx, input }) => {
    await ownedJob(ctx, input.jobId);
    await ctx.jobs.cancelJob(input.jobId).catch((error: unknown) => {
      throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error });
    });
    return { ok: true };
  }),

  /** One page (from 1) of the user's jobs, newest first. Past the end: an empty page. */
  list: viewerProcedure.input(z.object({ page: z.number().int().min(1).default(1) }).default({ page: 1 })).query(async ({ ctx, input }) => {
    const jobs = await ctx.prisma.job.findMany({
      where: { userId: ctx.user.id },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (input.page - 1) * LIST_PAGE_SIZE,
      take: LIST_PAGE_SIZE,
      include: { file: true },
    });
    return jobs.map((job) => toJobSummary(job, ctx.mediaUrls));
  }),
});
