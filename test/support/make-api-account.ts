import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '../../generated/prisma/client';
import { createSession, csrfTokenOf, generateSessionToken } from '../../server/auth/sessions';
import { createApiClient } from './api-client';

/**
 * A signed-in account on `plan` and its browser session (the settings page's tRPC client), for public API tests:
 * the account creates its keys the way a person does, then the test calls /api/v1 with them only.
 */
export async function makeApiAccount(prisma: PrismaClient, base: string, plan: string) {
  const userId = randomUUID();
  await prisma.user.create({ data: { id: userId, isGuest: false, plan, email: `${userId}@example.test` } });
  const token = generateSessionToken();
  await createSession(prisma, token, userId);
  const session = createApiClient(base);
  session.jar.set('kinora_session', token);
  session.jar.set('kinora_csrf', csrfTokenOf(token));
  /** Creates a key on the settings page's procedure; the token is only in this answer. */
  const createKey = async (scope: 'read' | 'write', name = `${scope} key`) => (await session.trpc.apiKeys.create.mutate({ name, scope })).token;
  return { userId, session, createKey };
}

/** A client of /api/v1 with one bearer key and nothing else (no cookie). */
export function createBearerClient(base: string, key: string) {
  const request = (path: string, init: RequestInit = {}) => fetch(base + path, { ...init, headers: { authorization: `Bearer ${key}`, ...(init.headers as Record<string, string>) } });
  const json = async (path: string, init: RequestInit = {}) => {
    const response = await request(path, init);
    return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> & { error?: { code: string; message: string; params: Record<string, unknown> | null } } };
  };
  const post = (path: string, body?: unknown) => json(path, { method: 'POST', headers: { 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { key, request, json, get: (path: string) => json(path), post };
}
