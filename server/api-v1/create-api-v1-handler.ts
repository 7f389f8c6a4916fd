import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { isScopeSufficient } from '../../domain/api/api-access';
import { getApiKeySubject, HOUR_MS, HOURLY_LIMITS } from '../../domain/rules/rate-limits';
import type { User } from '../../generated/prisma/client';
import { appRouter } from '../routers/app-router';
import { createContextFactory, DomainTRPCError, getGenericErrorCode, type AppDeps } from '../trpc';
import { consumeRateLimit } from '../http/rate-limiter';
import { API_V1_UPLOADS_PATH, TRPC_MAX_BODY_BYTES } from '../http/get-body-limit';
import { BodyTooLargeError, readJsonBody, sendJson } from '../http/send-json';
import { createUploadHandler, type UploadHandlerOptions } from '../http/uploads';
import { authenticateApiKey } from './api-keys';
import { API_V1_ROUTES, matchApiRoute, type ApiRoute } from './api-v1-routes';
import { buildOpenApiDocument } from './build-openapi-document';
import { getProcedureInputSchema } from './get-procedure-input-schema';

export const API_V1_PATH = '/api/v1';

/** An error of the API: the app's code, the code again as the message (no display text), and its parameters. */
function sendApiError(res: ServerResponse, status: number, code: string, params?: Record<string, string | number> | null): void {
  sendJson(res, status, { error: { code, message: code, params: params ?? null } });
}

const queryTypes = new Map<ApiRoute, Record<string, string | undefined>>();
/** The JSON Schema type of each field of a route's input (once per route). */
function getQueryTypes(route: ApiRoute): Record<string, string | undefined> {
  let types = queryTypes.get(route);
  if (!types) {
    const schema = getProcedureInputSchema(appRouter, route.procedure);
    const json = schema ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, { type?: string }> }) : {};
    types = Object.fromEntries(Object.entries(json.properties ?? {}).map(([name, property]) => [name, property.type]));
    queryTypes.set(route, types);
  }
  return types;
}

/**
 * A query string's values as the procedure's input wants them: numbers and booleans where its schema says so (the
 * query has only strings). The schema still validates the result.
 */
function readQueryInput(route: ApiRoute, query: URLSearchParams): Record<string, unknown> {
  const types = getQueryTypes(route);
  const input: Record<string, unknown> = {};
  for (const [name, value] of query) {
    const type = types[name];
    input[name] = (type === 'integer' || type === 'number') && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : type === 'boolean' && (value === 'true' || value === 'false') ? value === 'true' : value;
  }
  return input;
}

/**
 * The public REST API under /api/v1: bearer API keys only (no cookies are read, so no CSRF), rate limited per key,
 * each operation a call of the app router's procedure with the key's account as the viewer (the same checks, limits
 * and answers as the web app). Uploads are the app's tus protocol at /api/v1/uploads with the key's account as owner.
 * Answers `false` for paths outside /api/v1.
 */
export function createApiV1Handler(deps: AppDeps & UploadHandlerOptions) {
  const document = buildOpenApiDocument(appRouter, API_V1_ROUTES, `${deps.publicUrl ?? ''}${API_V1_PATH}`);
  const createContext = createContextFactory(deps);
  const owners = new WeakMap<IncomingMessage, User>();
  const uploads = createUploadHandler(deps, { path: API_V1_UPLOADS_PATH, findOwner: async (req) => owners.get(req) ?? null });

  // A key's counted requests older than the hour count for nothing: removed (at most once a minute per key), so a
  // busy integration does not grow the table by a row per request forever.
  const prunedAt = new Map<string, number>();
  async function pruneRequestEvents(subject: string) {
    const now = Date.now();
    if (now - (prunedAt.get(subject) ?? 0) < 60_000) return;
    prunedAt.set(subject, now);
    await deps.prisma.usageEvent.deleteMany({ where: { subject, kind: 'api_request', createdAt: { lt: new Date(now - HOUR_MS) } } });
  }

  return async function handleApiV1(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    if (url.pathname !== API_V1_PATH && !url.pathname.startsWith(`${API_V1_PATH}/`)) return false;
    const path = url.pathname.slice(API_V1_PATH.length);
    if (path === '/openapi.json' && (req.method === 'GET' || req.method === 'HEAD')) return sendJson(res, 200, document), true;

    const auth = await authenticateApiKey(deps.prisma, req.headers.authorization, deps.apiPlans);
    if (!auth.ok) {
      if (auth.status === 401) res.setHeader('WWW-Authenticate', 'Bearer realm="kinora"');
      return sendApiError(res, auth.status, auth.code), true;
    }
    const limit = deps.rateLimits?.api_request ?? HOURLY_LIMITS.api_request;
    const subject = getApiKeySubject(auth.keyId);
    const limited = await consumeRateLimit(deps.prisma, 'api_request', [{ subject, limit }]);
    await pruneRequestEvents(subject);
    if (!limited.ok) {
      res.setHeader('Retry-After', String(limited.retryAfterS));
      return sendApiError(res, 429, 'rate_limited', { retryAfterS: limited.retryAfterS }), true;
    }

    if (path === '/uploads' || path.startsWith('/uploads/')) {
      if (!isScopeSufficient(auth.scope, 'write')) return sendApiError(res, 403, 'not_authorized', { scope: 'write' }), true;
      owners.set(req, auth.user);
      return uploads(req, res, url.pathname);
    }

    const found = matchApiRoute(API_V1_ROUTES, req.method ?? 'GET', path);
    if (!found.route) return sendApiError(res, found.methodAllowed ? 404 : 405, found.methodAllowed ? 'not_found' : 'invalid_request'), true;
    const { route, params } = found;
    if (!isScopeSufficient(auth.scope, route.scope)) return sendApiError(res, 403, 'not_authorized', { scope: route.scope }), true;

    let rest: unknown;
    try {
      rest = route.method === 'get' ? readQueryInput(route, url.searchParams) : await readJsonBody(req, TRPC_MAX_BODY_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return res.setHeader('Connection', 'close'), sendApiError(res, 413, 'request_too_large', { maxBytes: error.maxBytes }), true;
      return sendApiError(res, 400, 'invalid_request'), true;
    }
    if (rest !== null && (typeof rest !== 'object' || Array.isArray(rest))) return sendApiError(res, 400, 'invalid_request'), true;
    // A path parameter wins over a body field of the same name: the URL names the job.
    const input = { ...(rest as Record<string, unknown> | null), ...params };
    const hasInput = getProcedureInputSchema(appRouter, route.procedure) !== null;

    // The key's account is the viewer: the procedures' own checks (ownership, plan, credits, per-person limits) apply.
    const base = createContext({ req, res });
    const ctx = { ...base, findViewer: async () => auth.user, getOrCreateViewer: async () => auth.user, rateLimit: (action: Parameters<typeof base.rateLimit>[0], personId?: string) => base.rateLimit(action, personId ?? auth.user.id) };
    const caller = appRouter.createCaller(ctx);
    const procedure = route.procedure.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as (input?: unknown) => Promise<unknown>;
    try {
      const answer = await (hasInput ? procedure(input) : procedure());
      sendJson(res, route.status ?? 200, answer);
    } catch (error) {
      if (!(error instanceof TRPCError)) throw error;
      if (error.code === 'INTERNAL_SERVER_ERROR') deps.log?.(`API ${route.operationId} failed: ${(error.cause ?? error).stack ?? String(error)}`);
      const status = getHTTPStatusCodeFromError(error);
      if (error instanceof DomainTRPCError) sendApiError(res, status, error.domainCode, error.params);
      else sendApiError(res, status, getGenericErrorCode(error.code));
    }
    return true;
  };
}
