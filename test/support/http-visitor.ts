import { TRPCClientError } from '@trpc/client';
import { createApiClient } from './api-client';

/** A visitor of the app at `base`: one cookie jar (its session, with the CSRF token echoed), raw requests and tRPC. */
export function httpVisitor(base: string) {
  const { request, trpc, jar, cookieHeader } = createApiClient(base);
  return {
    request,
    trpc,
    get cookie() {
      return cookieHeader();
    },
    /** The headers a browser would send on a state-changing request: the cookies and the CSRF token. */
    get headers(): Record<string, string> {
      return { cookie: cookieHeader(), 'x-kinora-csrf': jar.get('kinora_csrf') ?? '' };
    },
    /** Starts the session (as the web app does first). */
    async start() {
      await request('/api/session', { method: 'POST' });
      return this;
    },
  };
}
export type HttpVisitor = ReturnType<typeof httpVisitor>;

/** The domain error code (and params) of a failed tRPC call. */
export async function domainErrorOf(promise: Promise<unknown>): Promise<{ code: string; params: unknown }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof TRPCClientError)) throw new Error(`expected a tRPC error, got ${String(error)}`);
  return (error.data as { domain: { code: string; params: unknown } }).domain;
}

/** Metadata for a tus Upload-Metadata header. */
export function tusMetadata(meta: Record<string, string>): string {
  return Object.entries(meta).map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`).join(',');
}
