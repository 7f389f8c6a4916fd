import { createTRPCClient, httpLink } from '@trpc/client';
import type { AppRouter } from '../../server/routers/app-router';

/**
 * A browser-like client of the app's API for tests: a cookie jar, and the session's CSRF token echoed in its header on
 * state-changing requests, as the web app does (`csrf: false` leaves it out, to test the protection).
 */
export function createApiClient(base: string, options: { csrf?: boolean; replicas?: string[] } = {}) {
  // Several app replicas behind a load balancer: each request goes to the next one, or to another if it is down.
  const replicas = options.replicas ?? [base];
  let turn = 0;
  const jar = new Map<string, string>();
  // Each client is another address (for per-address rate limits, when the server trusts a proxy's header).
  const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const request = async (path: string, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = { 'x-forwarded-for': address, ...(init.headers as Record<string, string>), cookie: cookieHeader() };
    const csrf = jar.get('kinora_csrf');
    if (options.csrf !== false && csrf && method !== 'GET' && method !== 'HEAD') headers['x-kinora-csrf'] = csrf;
    const first = turn++;
    let response: Response | undefined;
    for (let i = 0; !response; i++) {
      const replica = replicas[(first + i) % replicas.length]!;
      response = await fetch(replica + path, { redirect: 'manual', ...init, headers }).catch((error: unknown) => {
        if (i + 1 >= replicas.length) throw error;
        return undefined;
      });
    }
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      const removed = attributes.some((a) => a.trim().toLowerCase() === 'max-age=0');
      if (removed) jar.delete(name!.trim());
      else jar.set(name!.trim(), value.join('='));
    }
    return response;
  };
  const trpc = createTRPCClient<AppRouter>({
    links: [httpLink({ url: `${base}/trpc`, fetch: (url, init) => request(String(url).replace(base, ''), init as RequestInit) })],
  });
  return { request, trpc, jar, cookieHeader };
}
