import type { IncomingMessage } from 'node:http';
import { timingSafeEqual } from 'node:crypto';

/**
 * Who may read the app's `/metrics` and `/readyz` details: with METRICS_TOKEN set, a request carrying
 * `Authorization: Bearer <token>` (Prometheus's `authorization` setting); without it, anyone when `open` (KINORA_DEV=1,
 * one machine) and nobody otherwise (jobs, credits and errors are not for the internet).
 */
export function makeMetricsAccess(access: { token: string } | 'open' | 'closed'): (req: IncomingMessage) => boolean {
  if (access === 'open') return () => true;
  if (access === 'closed') return () => false;
  const expected = Buffer.from(`Bearer ${access.token}`);
  return (req) => {
    const given = Buffer.from(req.headers.authorization ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
}
