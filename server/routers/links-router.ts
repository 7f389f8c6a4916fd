import { z } from 'zod';
import { TOOL_IDS } from '../../domain/catalogue/tool-ids';
import { getFileExpiry } from '../../domain/files/get-file-expiry';
import type { PlanId } from '../../domain/plans';
import { importFromLink } from '../links/import-from-link';
import { readLinkImport } from '../links/link-import-gateway';
import { DomainTRPCError, router, viewerProcedure } from '../trpc';
import { getOwnedFile, toClientFile } from './files-router';
import { recordId } from './record-id';

/** Videos imported from a link (every tool page's "or paste a link"). */
export const linksRouter = router({
  /** Starts an import; the answer is the new file's id, whose import `status` follows. */
  import: viewerProcedure.input(z.object({ toolId: z.enum(TOOL_IDS), url: z.string().max(2000) })).mutation(async ({ ctx, input }) => {
    await ctx.rateLimit('upload', ctx.user.id);
    if (!ctx.linkImport) throw new DomainTRPCError('FORBIDDEN', 'tool_not_available');
    const started = await importFromLink(
      { prisma: ctx.prisma, getClient: ctx.jobs.getClient, settings: ctx.linkImport },
      { userId: ctx.user.id, plan: ctx.user.plan as PlanId, toolId: input.toolId, url: input.url },
    );
    if (!started.ok) throw new DomainTRPCError(started.error.code === 'plan_feature_unavailable' ? 'FORBIDDEN' : 'BAD_REQUEST', started.error.code, started.error.params);
    return { fileId: started.fileId };
  }),

  /** An import's progress (bytes received), then its file: ready, or failed with its error code and parameters. */
  status: viewerProcedure.input(z.object({ fileId: recordId })).query(async ({ ctx, input }) => {
    const file = await getOwnedFile(ctx, input.fileId);
    const state = await readLinkImport(await ctx.jobs.getClient(), file.id);
    // The file row is the truth once the workflow has written it; the workflow's result adds the error's parameters.
    const fresh = state.status === 'importing' ? file : await getOwnedFile(ctx, input.fileId);
    return {
      file: toClientFile(fresh, ctx.mediaUrls, getFileExpiry(ctx.user, fresh.createdAt, ctx.guestRetentionMs)),
      // The row turns ready while the workflow still captures the credit: a ready file has no download in progress.
      progress: state.status === 'importing' && fresh.status === 'importing' ? { receivedBytes: state.receivedBytes, totalBytes: state.totalBytes } : null,
      error: state.status === 'failed' ? state.error : fresh.status === 'failed' ? { code: fresh.errorCode ?? 'internal_error' } : null,
    };
  }),
});
