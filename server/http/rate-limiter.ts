import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { PrismaClient } from '../../generated/prisma/client';
import {
  checkRateLimit, getClientAddress, getRateLimitCounters, HOUR_MS, HOURLY_LIMITS,
  type RateLimitCounter, type RateLimitedAction, type RateLimitResult,
} from '../../domain/rules/rate-limits';

/** What counting a request's action needs from the app. */
export interface RateLimitDeps {
  prisma: PrismaClient;
  /** Hourly limits of one person other than domain's defaults (an operator's, or a test's). */
  rateLimits?: Partial<Record<RateLimitedAction, number>>;
  /** The reverse proxies whose X-Forwarded-For is believed (TRUST_PROXY); none: the connection's address. */
  trustedProxies?: readonly string[];
}

/**
 * Counts an action against every counter it has (domain's getRateLimitCounters): refused (with the seconds until the
 * fullest frees a slot) when any is full, else recorded on all. The same rows are the spec's usage counters
 * (num_downloads_in_past_hour, ...).
 */
export async function consumeRateLimit(prisma: PrismaClient, action: RateLimitedAction, counters: readonly RateLimitCounter[]): Promise<RateLimitResult> {
  const nowMs = Date.now();
  const since = new Date(nowMs - HOUR_MS);
  const results = await Promise.all(
    counters.map(async ({ subject, limit }) => {
      const where = { subject, kind: action, createdAt: { gt: since } };
      const [count, oldest] = await Promise.all([
        prisma.usageEvent.count({ where }),
        prisma.usageEvent.findFirst({ where, orderBy: { createdAt: 'asc' }, select: { createdAt: true } }),
      ]);
      return checkRateLimit({ count, limit, oldestMs: oldest?.createdAt.getTime() ?? null, nowMs });
    }),
  );
  const refused = results.filter((r): r is Extract<RateLimitResult, { ok: false }> => !r.ok);
  if (refused.length > 0) return { ok: false, retryAfterS: Math.max(...refused.map((r) => r.retryAfterS)) };
  await prisma.usageEvent.createMany({ data: counters.map(({ subject }) => ({ id: randomUUID(), subject, kind: action })) });
  return { ok: true };
}

/**
 * Counts a request's action for whoever makes it: the person (`personId`: an account or a visitor's guest session) when
 * there is one, else the client's address (from X-Forwarded-For only behind a proxy the operator named).
 */
export function limitRequest(deps: RateLimitDeps, req: IncomingMessage, action: RateLimitedAction, personId: string | null): Promise<RateLimitResult> {
  const counters = getRateLimitCounters(action, { personId, clientAddress: getRequestAddress(req, deps.trustedProxies ?? []) }, { ...HOURLY_LIMITS, ...deps.rateLimits });
  return consumeRateLimit(deps.prisma, action, counters);
}

/** The client's address of a request (see domain's getClientAddress). */
export function getRequestAddress(req: IncomingMessage, trustedProxies: readonly string[]): string {
  const header = req.headers['x-forwarded-for'];
  return getClientAddress({
    remoteAddress: req.socket.remoteAddress ?? null,
    forwardedFor: Array.isArray(header) ? header.join(',') : (header ?? null),
    trustedProxies,
  });
}

/** How many times the subject did the action since an instant (usage counters). */
export function countUsage(prisma: PrismaClient, subject: string, action: RateLimitedAction, sinceMs: number): Promise<number> {
  return prisma.usageEvent.count({ where: { subject, kind: action, createdAt: { gt: new Date(sinceMs) } } });
}
