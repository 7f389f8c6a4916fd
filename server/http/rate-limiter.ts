import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { PrismaClient } from '../../generated/prisma/client';
import { checkRateLimit, HOUR_MS, HOURLY_LIMITS, type RateLimitedAction, type RateLimitResult } from '../../domain/rules/rate-limits';

/**
 * Counts an action against its hourly limit: refused (with the seconds until a slot frees) when full, else recorded.
 * The same rows are the spec's usage counters (num_downloads_in_past_hour, ...).
 */
export async function consumeRateLimit(
  prisma: PrismaClient,
  subject: string,
  action: RateLimitedAction,
  overrides: Partial<Record<RateLimitedAction, number>> = {},
): Promise<RateLimitResult> {
  const limits = { ...HOURLY_LIMITS, ...overrides };
  const nowMs = Date.now();
  const since = new Date(nowMs - HOUR_MS);
  const where = { subject, kind: action, createdAt: { gt: since } };
  const [count, oldest] = await Promise.all([
    prisma.usageEvent.count({ where }),
    prisma.usageEvent.findFirst({ where, orderBy: { createdAt: 'asc' }, select: { createdAt: true } }),
  ]);
  const result = checkRateLimit({ count, limit: limits[action], oldestMs: oldest?.createdAt.getTime() ?? null, nowMs });
  if (result.ok) await prisma.usageEvent.create({ data: { id: randomUUID(), subject, kind: action } });
  return result;
}

/** How many times the subject did the action since an instant (usage counters). */
export function countUsage(prisma: PrismaClient, subject: string, action: RateLimitedAction, sinceMs: number): Promise<number> {
  return prisma.usageEvent.count({ where: { subject, kind: action, createdAt: { gt: new Date(sinceMs) } } });
}

/**
 * The client's address, for limits and quotas before sign-in. Behind a reverse proxy (trustProxy), the address the proxy
 * appended to X-Forwarded-For: the last entry (the ones before it are whatever the client chose to send).
 */
export function getClientAddress(req: IncomingMessage, trustProxy = false): string {
  const forwarded = trustProxy ? String(req.headers['x-forwarded-for'] ?? '').split(',').at(-1)?.trim() : '';
  return `ip:${forwarded || req.socket.remoteAddress || 'unknown'}`;
}
