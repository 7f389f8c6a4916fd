import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkReadiness, type ReadinessChecks } from './check-readiness';

export interface HealthEndpoints {
  /** What `/readyz` checks. */
  readiness: ReadinessChecks;
  /** The Prometheus text `/metrics` answers with. */
  metrics: () => Promise<string>;
  /**
   * Whether a request may read `/metrics` and why a dependency failed (the app faces the internet: see
   * server/http/is-metrics-request-allowed.ts); unset: every request may (a worker's health port is not public).
   */
  isAllowed?: (req: IncomingMessage) => boolean;
}

/**
 * `/healthz` (the process is alive: 200 without touching anything), `/readyz` (200 when every dependency answers,
 * else 503 naming the ones that failed) and `/metrics`. Returns false for any other path.
 */
export async function handleHealthRequest(req: IncomingMessage, res: ServerResponse, pathname: string, endpoints: HealthEndpoints): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (pathname === '/healthz') {
    res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end('ok');
    return true;
  }
  if (pathname === '/readyz') {
    const readiness = await checkReadiness(endpoints.readiness);
    const allowed = endpoints.isAllowed?.(req) ?? true;
    res.writeHead(readiness.ready ? 200 : 503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    // Anyone learns which dependency failed; only an operator reads the error, which may name internal addresses.
    res.end(JSON.stringify(allowed ? readiness : { ready: readiness.ready, failed: readiness.failed }));
    return true;
  }
  if (pathname === '/metrics') {
    if (!(endpoints.isAllowed?.(req) ?? true)) return false;
    const text = await endpoints.metrics();
    res.writeHead(200, { 'Content-Type': 'text/plain; version=0.0.4; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(text);
    return true;
  }
  return false;
}
