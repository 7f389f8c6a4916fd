import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { getOwnerIds } from '../auth/merge-guest';
import { LIST_PAGE_SIZE } from '../../domain/platform';
import { TOOL_IDS, type ToolId } from '../../domain/catalogue/tool-ids';
import { getTool } from '../../domain/catalogue/get-tool';
import { getChainCost, isValidChain } from '../../domain/jobs/chainable-tools';
import { getPlan, type PlanId } from '../../domain/plans';
import { validateOptions } from '../../domain/rules/validate-options';
import { getBalanceMilli } from '../../temporal/activities/app/credit-ledger';
import { DomainTRPCError, router, viewerProcedure } from '../trpc';
import { checkImageOptions } from './check-image-options';
import { recordId } from './record-id';
import { getOutputFormat } from '../../domain/files/get-output-format';

const ChainSteps = z.array(z.object({ toolId: z.enum(TOOL_IDS), options: z.record(z.string(), z.unknown()).default({}) })).min(2).max(5);

/** Tool chains: the concatenator on several uploads, then the chosen tools, each step on the previous output. */
export const chainsRouter = router({
  start: viewerProcedure.input(z.object({ fileIds: z.array(recordId).min(1).max(50), steps: ChainSteps })).mutation(async ({ ctx, input }) => {
    await ctx.rateLimit('job_start', ctx.user.id);
    const toolIds = input.steps.map((s) => s.toolId as ToolId);
    if (!isValidChain(toolIds)) throw new DomainTRPCError('BAD_REQUEST', 'tool_not_available');
    const plan = ctx.user.plan as PlanId;
    const maxVideos = getPlan(plan).videosPerProject;
    if (input.fileIds.length > maxVideos) throw new DomainTRPCError('BAD_REQUEST', 'too_many_videos', { max: maxVideos });
    const files = await ctx.prisma.file.findMany({ where: { id: { in: input.fileIds }, userId: ctx.user.id, status: 'ready' } });
    if (files.length !== new Set(input.fileIds).size) throw new DomainTRPCError('NOT_FOUND', 'file_not_found');
    const ordered = input.fileIds.map((id) => files.find((f) => f.id === id)!);
    const steps: { toolId: ToolId; options: Record<string, unknown> }[] = [];
    for (const step of input.steps) {
      const tool = getTool(step.toolId as ToolId);
      // A picture option becomes the viewer's own image with its key from the database, as for a single job: a key the
      // browser sent (someone else's upload) is never rendered.
      const checked = validateOptions(tool, await checkImageOptions(ctx, tool, step.options));
      if (checked.errors[0]) throw new DomainTRPCError('BAD_REQUEST', checked.errors[0].code, checked.errors[0].params);
      steps.push({ toolId: step.toolId as ToolId, options: checked.options });
    }
    // Every step renders the whole joined length; its price is shown before the chain starts and checked here.
    const seconds = ordered.reduce((sum, f) => sum + (f.durationS ?? 0), 0);
    const costMilli = Math.round(getChainCost(toolIds, seconds) * 1000);
    const balanceMilli = await getBalanceMilli(ctx.prisma, ctx.user.id);
    if (balanceMilli < costMilli) throw new DomainTRPCError('BAD_REQUEST', 'not_enough_credits', { required: costMilli / 1000, balance: balanceMilli / 1000 });
    const chainId = `chain-${randomUUID()}`;
    await ctx.jobs.startChain({ chainId, userId: ctx.user.id, plan, fileIds: ordered.map((f) => f.id), sourceKeys: ordered.map((f) => f.storageKey), steps });
    return { chainId };
  }),
  /**
   * The viewer's workflows, newest first, a page at a time: each with its steps started so far (their jobs' rows; the
   * chain page shows the whole chain, waiting steps included).
   */
  list: viewerProcedure.input(z.object({ page: z.number().int().min(1).max(10_000).default(1) }).default({ page: 1 })).query(async ({ ctx, input }) => {
    const owners = await getOwnerIds(ctx.prisma, ctx.user.id);
    const chains = await ctx.prisma.job.groupBy({
      by: ['chainId'],
      where: { userId: { in: owners }, chainId: { not: null } },
      _min: { createdAt: true },
      orderBy: [{ _min: { createdAt: 'desc' } }, { chainId: 'desc' }],
      skip: (input.page - 1) * LIST_PAGE_SIZE,
      take: LIST_PAGE_SIZE + 1,
    });
    const shown = chains.slice(0, LIST_PAGE_SIZE).map((chain) => chain.chainId!);
    const steps = await ctx.prisma.job.findMany({ where: { chainId: { in: shown }, userId: { in: owners } }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], select: { chainId: true, toolId: true } });
    return {
      workflows: chains.slice(0, LIST_PAGE_SIZE).map((chain) => ({
        chainId: chain.chainId!,
        createdAt: chain._min.createdAt!.toISOString(),
        toolIds: steps.filter((step) => step.chainId === chain.chainId).map((step) => step.toolId),
      })),
      hasMore: chains.length > LIST_PAGE_SIZE,
    };
  }),
  get: viewerProcedure.input(z.object({ chainId: recordId })).query(async ({ ctx, input }) => {
    const view = await ctx.jobs.getChainView(input.chainId, await getOwnerIds(ctx.prisma, ctx.user.id));
    if (!view) throw new DomainTRPCError('NOT_FOUND', 'job_not_found');
    return {
      ...view,
      steps: view.steps.map((step) => ({
        ...step,
        downloadUrl: step.output ? ctx.mediaUrls.sign(`/media/jobs/${step.job_id}/final?download=1`) : null,
        downloadFormat: step.output ? getOutputFormat(step.output) : null,
        videoUrl: step.output ? ctx.mediaUrls.sign(`/media/jobs/${step.job_id}/final`) : null,
      })),
    };
  }),
  cancel: viewerProcedure.input(z.object({ chainId: recordId })).mutation(async ({ ctx, input }) => {
    if (!(await ctx.jobs.getChainView(input.chainId, await getOwnerIds(ctx.prisma, ctx.user.id)))) throw new DomainTRPCError('NOT_FOUND', 'job_not_found');
    await ctx.jobs.cancelChain(input.chainId);
    return { ok: true };
  }),
});
