import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { PrismaClient, User } from '../../generated/prisma/client';
import { API_KEY_PREFIX, API_KEY_SHOWN_CHARS, isApiAccessAllowed, parseBearerApiKey, type ApiKeyScope } from '../../domain/api/api-access';
import type { PlanId } from '../../domain/plans';
import type { ErrorCode } from '../../domain/error-codes';

/** A key as its owner sees it in the list: never the token, only its first characters. */
export interface ApiKeySummary {
  id: string;
  name: string;
  prefix: string;
  scope: ApiKeyScope;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** The stored form of a token: SHA-256, hex. The token has 256 random bits, so a plain hash is enough (no salt, no KDF). */
export function hashApiKey(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function toSummary(key: { id: string; name: string; prefix: string; scope: string; createdAt: Date; lastUsedAt: Date | null; revokedAt: Date | null }): ApiKeySummary {
  return {
    id: key.id, name: key.name, prefix: key.prefix, scope: key.scope as ApiKeyScope,
    createdAt: key.createdAt.toISOString(), lastUsedAt: key.lastUsedAt?.toISOString() ?? null, revokedAt: key.revokedAt?.toISOString() ?? null,
  };
}

/** Creates a key; the token is in the answer once and nowhere else afterwards. */
export async function createApiKey(prisma: PrismaClient, input: { userId: string; name: string; scope: ApiKeyScope }): Promise<{ key: ApiKeySummary; token: string }> {
  const token = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await prisma.apiKey.create({
    data: { id: randomUUID(), userId: input.userId, name: input.name, scope: input.scope, prefix: token.slice(0, API_KEY_SHOWN_CHARS), tokenHash: hashApiKey(token) },
  });
  return { key: toSummary(row), token };
}

/** The account's keys, newest first, revoked ones included (they say when). */
export async function listApiKeys(prisma: PrismaClient, userId: string): Promise<ApiKeySummary[]> {
  const rows = await prisma.apiKey.findMany({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  return rows.map(toSummary);
}

/** Revokes one of the account's keys; false when the account has no such key. Revoking twice keeps the first date. */
export async function revokeApiKey(prisma: PrismaClient, userId: string, keyId: string): Promise<boolean> {
  const key = await prisma.apiKey.findUnique({ where: { id: keyId } });
  if (!key || key.userId !== userId) return false;
  if (!key.revokedAt) await prisma.apiKey.update({ where: { id: keyId }, data: { revokedAt: new Date() } });
  return true;
}

/** Who a request's key belongs to, or why it is refused (401 for a missing or unknown key, 403 for a plan without API access). */
export type ApiKeyAuthentication =
  | { ok: true; keyId: string; scope: ApiKeyScope; user: User }
  | { ok: false; status: 401 | 403; code: ErrorCode };

// lastUsedAt is written at most once a minute per key: a client polling a job should not write a row per request.
const LAST_USED_RESOLUTION_MS = 60_000;

/** Checks the bearer key of an Authorization header: known, not revoked, its account on a plan with API access. */
export async function authenticateApiKey(prisma: PrismaClient, authorization: string | undefined, allowedPlans?: readonly PlanId[]): Promise<ApiKeyAuthentication> {
  const token = parseBearerApiKey(authorization);
  if (!token) return { ok: false, status: 401, code: 'not_authenticated' };
  const key = await prisma.apiKey.findUnique({ where: { tokenHash: hashApiKey(token) }, include: { user: true } });
  if (!key || key.revokedAt) return { ok: false, status: 401, code: 'not_authenticated' };
  if (key.user.isGuest || !isApiAccessAllowed(key.user.plan, allowedPlans)) return { ok: false, status: 403, code: 'plan_feature_unavailable' };
  const now = Date.now();
  if (!key.lastUsedAt || now - key.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await prisma.apiKey.update({ where: { id: key.id }, data: { lastUsedAt: new Date(now) } });
  }
  return { ok: true, keyId: key.id, scope: key.scope as ApiKeyScope, user: key.user };
}
