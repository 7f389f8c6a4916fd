import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PrismaClient, User } from '../../generated/prisma/client';
import { grantCredits } from '../../temporal/activities/app/credit-ledger';
import { createSession, generateSessionToken, newUserId, readCookie, SESSION_COOKIE, sessionCookie, validateSessionToken } from './sessions';

export interface ViewerDeps {
  prisma: PrismaClient;
  devStubCredits: number;
  secureCookies: boolean;
}

/** The signed-in user or visitor behind a request, or null when the request carries no valid session. */
export async function findViewer(deps: ViewerDeps, req: IncomingMessage): Promise<User | null> {
  const token = readCookie(req.headers.cookie, SESSION_COOKIE);
  return token ? validateSessionToken(deps.prisma, token) : null;
}

/**
 * The viewer, creating a guest user and session for a first-time visitor (visitors upload and run tools without
 * signing in; their files and jobs belong to that guest user).
 */
export async function getOrCreateViewer(deps: ViewerDeps, req: IncomingMessage, res: ServerResponse): Promise<User> {
  const existing = await findViewer(deps, req);
  if (existing) return existing;
  const user = await deps.prisma.user.create({ data: { id: newUserId(), isGuest: true } });
  const token = generateSessionToken();
  await createSession(deps.prisma, token, user.id);
  if (deps.devStubCredits > 0) {
    // DEVELOPMENT STUB (replaced by the accounts and billing issue): new visitors get credits to try Premium Export.
    await grantCredits(deps.prisma, { userId: user.id, key: `dev-stub:${user.id}`, amountMilli: deps.devStubCredits * 1000, reason: 'development stub' });
  }
  res.appendHeader('Set-Cookie', sessionCookie(token, deps.secureCookies));
  // Later calls within this same request (tRPC batches) must see the new session too.
  req.headers.cookie = `${req.headers.cookie ? `${req.headers.cookie}; ` : ''}${SESSION_COOKIE}=${token}`;
  return user;
}
