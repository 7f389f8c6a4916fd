import type { IncomingMessage, ServerResponse } from 'node:http';
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { initTRPC, TRPCError } from '@trpc/server';
import type { LinkImportSettings } from './links/import-from-link';
import type { PrismaClient } from '../generated/prisma/client';
import type { Storage } from '../temporal/activities/storage/storage';
import { findViewer, getOrCreateViewer, type ViewerDeps } from './auth/get-viewer';
import type { JobGateway } from './temporal/job-gateway';
import { createJobViewHub, type JobViewHub } from './jobs/job-view-hub';
import { getJobViewSources } from './jobs/start-job-view-hub';
import type { GoogleOidc } from './auth/google-oidc';
import type { BillingDeps } from './billing/purchases';
import { limitRequest } from './http/rate-limiter';
import type { RateLimitedAction } from '../domain/rules/rate-limits';
import type { ErrorCode } from '../domain/error-codes';
import type { PlanId } from '../domain/plans';

/** How people sign in here: the development email sign-in (KINORA_DEV=1 only) and Google (when configured). */
export interface AccountsDeps {
  devSignIn: boolean;
  google: GoogleOidc | null;
  /** Promo codes for following the social accounts, with their credits. */
  followPromoCodes: Record<string, number>;
}
import type { MediaUrls } from './http/media-urls';

export interface AppDeps {
  prisma: PrismaClient;
  storage: Storage;
  jobs: JobGateway;
  /**
   * Job views for pages and the status API, pushed by workflows (server/jobs/start-job-view-hub.ts, woken by NOTIFY).
   * Default: a hub without notifications, which still finds each push within its one-second refresh.
   */
  jobViews?: JobViewHub;
  viewer: ViewerDeps;
  /** Emails of the support staff (ADMIN_EMAILS): they see failed jobs and retry them. */
  adminEmails?: readonly string[];
  /** The Temporal Web UI that support pages link each job's run to (TEMPORAL_UI_URL); unset: the dev server's. */
  temporalUi?: { baseUrl: string; namespace: string };
  accounts?: AccountsDeps;
  /** Hourly limits of one person other than domain's defaults (an operator's, or a test's). */
  rateLimits?: Partial<Record<RateLimitedAction, number>>;
  /** The reverse proxies whose X-Forwarded-For names the client (TRUST_PROXY); none: the connection's address. */
  trustedProxies?: readonly string[];
  /** Payments and subscriptions; null where no payment provider is configured (no Stripe keys and no KINORA_DEV=1). */
  billing?: BillingDeps | null;
  /** Signs the media URLs handed to the browser (files, job outputs). */
  mediaUrls: MediaUrls;
  /** How long a visitor's files and projects are kept (GUEST_RETENTION_DAYS). */
  guestRetentionMs: number;
  /** Where users reach the app (PUBLIC_URL): state-changing requests must come from its origin. */
  publicUrl?: string;
  /** Plans whose accounts may use the public API (API_PLANS); unset: domain's default (api-access.ts). */
  apiPlans?: readonly PlanId[];
  /** Webhooks: local targets (development only) and the plans that have them (null: domain's default). */
  webhooks?: { allowLocalTargets: boolean; plans: readonly string[] | null };
  /** Imports from a link: the operator's size cap, and loopback targets (KINORA_DEV only); none: imports are off. */
  linkImport?: LinkImportSettings;
}

export function createContextFactory(deps: AppDeps) {
  const jobViews = deps.jobViews ?? createJobViewHub(getJobViewSources(deps.prisma, deps.jobs));
  return ({ req, res }: { req: IncomingMessage; res: ServerResponse }) => ({
    ...deps,
    jobViews,
    req,
    res,
    findViewer: () => findViewer(deps.viewer, req),
    getOrCreateViewer: () => getOrCreateViewer(deps.viewer, req, res),
    /**
     * Counts an action against its hourly limits, for the person given, else the viewer's session if the request has
     * one, else the client's address; over a limit, answers 429 with Retry-After.
     */
    async rateLimit(action: RateLimitedAction, personId?: string) {
      const result = await limitRequest(deps, req, action, personId ?? (await findViewer(deps.viewer, req))?.id ?? null);
      if (!result.ok) {
        res.setHeader('Retry-After', String(result.retryAfterS));
        throw new DomainTRPCError('TOO_MANY_REQUESTS', 'rate_limited', { retryAfterS: result.retryAfterS });
      }
    },
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

/** The code the web app translates for an error that is not one of ours (a bad input, an unknown procedure, a bug). */
export function getGenericErrorCode(code: TRPCError['code']): ErrorCode {
  switch (code) {
    case 'BAD_REQUEST':
    case 'PARSE_ERROR':
    case 'METHOD_NOT_SUPPORTED':
    case 'UNSUPPORTED_MEDIA_TYPE':
      return 'invalid_request';
    case 'NOT_FOUND':
      return 'not_found';
    case 'PAYLOAD_TOO_LARGE':
      return 'request_too_large';
    case 'TOO_MANY_REQUESTS':
      return 'rate_limited';
    default:
      return 'internal_error';
  }
}

const t = initTRPC.context<Context>().create({
  // Never dev mode: it would put stack traces into the answers (by default it follows NODE_ENV).
  isDev: false,
  /**
   * What leaves the server: a domain code and its parameters, never an internal message or a stack (those go to the
   * server's log, see create-http-server.ts). The message is the code too, so nothing else can leak through it.
   */
  errorFormatter({ shape, error }) {
    const domain = error instanceof DomainTRPCError ? { code: error.domainCode, params: error.params ?? null } : { code: getGenericErrorCode(error.code), params: null };
    const { code, httpStatus, path } = shape.data;
    return { code: shape.code, message: domain.code, data: { code, httpStatus, path, domain } };
  },
});

/** Whether a procedure's raw input holds a NUL character anywhere (a string or a key, at any depth). */
function hasNulCharacter(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNulCharacter);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNulCharacter(item));
  return false;
}

const tracer = trace.getTracer('kinora-app');

export const router = t.router;
/**
 * Every procedure starts here. PostgreSQL cannot store or compare text with a NUL character (a query fails with a 500):
 * such an input is a bad request, whatever field it is in.
 */
export const publicProcedure = t.procedure.use(({ path, type, getRawInput, next }) =>
  // One span per call (a no-op unless tracing is configured): the workflows it starts join its trace.
  tracer.startActiveSpan(`trpc ${path}`, { kind: SpanKind.SERVER, attributes: { 'rpc.system': 'trpc', 'rpc.method': path, 'trpc.type': type } }, async (span) => {
    try {
      // A body that does not parse is the input schema's to refuse, and a procedure without input never reads it.
      const raw: unknown = await getRawInput().catch(() => undefined);
      if (hasNulCharacter(raw)) throw new DomainTRPCError('BAD_REQUEST', 'invalid_request');
      const result = await next();
      if (!result.ok) span.setStatus({ code: SpanStatusCode.ERROR, message: result.error.code });
      return result;
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  }),
);
/** For visitors too: a guest user and session are created on first use. */
export const viewerProcedure = publicProcedure.use(async ({ ctx, next }) => next({ ctx: { ...ctx, user: await ctx.getOrCreateViewer() } }));

/** Signed-in people only (not visitors): buying, promotions, account settings. */
export const accountProcedure = viewerProcedure.use(async ({ ctx, next }) => {
  if (ctx.user.isGuest) throw new DomainTRPCError('UNAUTHORIZED', 'not_authenticated');
  return next();
});

/** Support staff only: a signed-in user whose email is in ADMIN_EMAILS. */
export const adminProcedure = viewerProcedure.use(async ({ ctx, next }) => {
  if (ctx.user.isGuest || !ctx.user.email) throw new DomainTRPCError('UNAUTHORIZED', 'not_authenticated');
  const admins = (ctx.adminEmails ?? []).map((email) => email.toLowerCase());
  if (!admins.includes(ctx.user.email.toLowerCase())) throw new DomainTRPCError('FORBIDDEN', 'not_authorized');
  return next();
});
