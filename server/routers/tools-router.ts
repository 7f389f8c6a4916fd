import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { findToolById } from '../../domain/catalogue/get-tool';
import { IMPLEMENTED_TOOLS } from '../../domain/jobs/implemented-tools';
import { DomainTRPCError, router, viewerProcedure } from '../trpc';

export const toolsRouter = router({
  /** Records that a visitor wants to hear when a tool that has not landed yet becomes available (idempotent per email). */
  notifyWhenAvailable: viewerProcedure
    .input(z.object({ toolId: z.string().max(64), email: z.email().max(254) }))
    .mutation(async ({ ctx, input }) => {
      const tool = findToolById(input.toolId);
      if (!tool || tool.deprecated || IMPLEMENTED_TOOLS.has(tool.id)) throw new DomainTRPCError('BAD_REQUEST', 'invalid_request');
      const email = input.email.trim().toLowerCase();
      await ctx.prisma.toolInterest.upsert({
        where: { toolId_email: { toolId: tool.id, email } },
        create: { id: randomUUID(), toolId: tool.id, email, userId: ctx.user.id },
        update: {},
      });
      return { ok: true as const };
    }),
});
