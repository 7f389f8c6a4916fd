import { z } from 'zod';
import { API_KEY_SCOPES, isApiAccessAllowed } from '../../domain/api/api-access';
import { createApiKey, listApiKeys, revokeApiKey } from '../api-v1/api-keys';
import { accountProcedure, DomainTRPCError, router } from '../trpc';
import { recordId } from './record-id';

// An account's keys: enough for every integration it runs, few enough that a list stays readable.
const MAX_ACTIVE_KEYS = 20;

/**
 * The settings page's API keys (public API, /api/v1): create (the token shown once), list, revoke. Signed-in accounts
 * only, on a plan with API access (domain/api/api-access.ts). Webhook endpoints will sit beside this router.
 */
export const apiKeysRouter = router({
  /** Whether the account's plan has API access, and its keys (also after a downgrade, so old keys can be revoked). */
  list: accountProcedure.query(async ({ ctx }) => ({
    allowed: isApiAccessAllowed(ctx.user.plan, ctx.apiPlans),
    keys: await listApiKeys(ctx.prisma, ctx.user.id),
  })),
  create: accountProcedure
    .input(z.object({ name: z.string().trim().min(1).max(60), scope: z.enum(API_KEY_SCOPES) }))
    .mutation(async ({ ctx, input }) => {
      if (!isApiAccessAllowed(ctx.user.plan, ctx.apiPlans)) throw new DomainTRPCError('FORBIDDEN', 'plan_feature_unavailable', { feature: 'api' });
      const active = await ctx.prisma.apiKey.count({ where: { userId: ctx.user.id, revokedAt: null } });
      if (active >= MAX_ACTIVE_KEYS) throw new DomainTRPCError('BAD_REQUEST', 'invalid_request');
      return createApiKey(ctx.prisma, { userId: ctx.user.id, name: input.name, scope: input.scope });
    }),
  revoke: accountProcedure.input(z.object({ keyId: recordId })).mutation(async ({ ctx, input }) => {
    if (!(await revokeApiKey(ctx.prisma, ctx.user.id, input.keyId))) throw new DomainTRPCError('NOT_FOUND', 'not_found');
    return { ok: true };
  }),
});
