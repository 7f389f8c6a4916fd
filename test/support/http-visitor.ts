import { createTRPCClient, httpLink, TRPCClientError } from '@trpc/client';
import type { AppRouter } from '../../server/routers/app-router';

/** A visitor of the app at `base`: one cookie jar (its session), raw requests and a tRPC client. */
export function httpVisitor(base: string) {
  let cookie = '';
  const request = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(base + path, { ...init, headers: { ...(init.headers as Record<string, string>), cookie } });
    const set = response.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0]!;
    return response;
  };
  const trpc = createTRPCClient<AppRouter>({
    links: [httpLink({ url: `${base}/trpc`, fetch: (url, init) => request(String(url).replace(base, ''), init as RequestInit) })],
  });
  return {
    request,
    trpc,
    get cookie() {
      return cookie;
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
