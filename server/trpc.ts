import type { IncomingMessage, ServerResponse } from 'node:http';
import { initTRPC, TRPCError } from '@trpc/server';
import type { PrismaClient } from '../generated/prisma/client';
import type { Storage } from '../temporal/activities/storage/storage';
import { findViewer, getOrCreateViewer, type ViewerDeps } from './auth/get-viewer';
import type { JobGateway } from './temporal/job-gateway';
import type { MediaUrls } from './http/media-urls';

export interface AppDeps {
  prisma: PrismaClient;
  storage: Storage;
  jobs: JobGateway;
  viewer: ViewerDeps;
  /** Emails of the support staff (ADMIN_EMAILS): they see failed jobs and retry them. */
  adminEmails?: readonly string[];
  /** Signs the media URLs handed to the browser (files, job outputs). */
  mediaUrls: MediaUrls;
  /** How long a visitor's files and projects are kept (GUEST_RETENTION_DAYS). */
  guestRetentionMs: number;
}

export function createContextFactory(deps: AppDeps) {
  return ({ req, res }: { req: IncomingMessage; res: ServerResponse }) => ({
    ...deps,
    req,
    res,
    findViewer: () => findViewer(deps.viewer, req),
    getOrCreateViewer: () => getOrCreateViewer(deps.viewer, req, res),
  });
}
export type Context = ReturnType<ReturnType<typeof createContextFactory>>;

/** An error the web app can translate: a domain error code plus parameters, never English display text. */
export class DomainTRPCError extends TRPCError {
  constructor(
    trpcCode: TRPCError['code'],
    readonly domainCode: string,
    readonly params?: Record<string, string | number>,
  ) {
    super({ code: trpcCode, message: domainCode });
  }
}

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const domain =
      error instanceof DomainTRPCError
        ? { code: error.domainCode, params: error.params ?? null }
        : { code: error.code === 'BAD_REQUEST' ? 'invalid_request' : 'internal_error', params: null };
    return { ...shape, data: { ...shape.data, domain } };
  },
});

export const router = t.router;
export const publicProcedure = t.procedure;
/** For visitors too: a guest user and session are created on first use. */
export const viewerProcedure = t.procedure.use(async ({ ctx, next }) => next({ ctx: { ...ctx, user: await ctx.getOrCreateViewer() } }));

/** Support staff only: a signed-in user whose email is in ADMIN_EMAILS. */
export const adminProcedure = viewerProcedure.use(async ({ ctx, next }) => {
  if (ctx.user.isGuest || !ctx.user.email) throw new DomainTRPCError('UNAUTHORIZED', 'not_authenticated');
  const admins = (ctx.adminEmails ?? []).map((email) => email.toLowerCase());
  if (!admins.includes(ctx.user.email.toLowerCase())) throw new DomainTRPCError('FORBIDDEN', 'not_authorized');
  return next();
});
