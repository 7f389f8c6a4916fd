import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PrismaClient, User } from '../../generated/prisma/client';
import { createSession, generateSessionToken, newUserId, readCookie, SESSION_COOKIE, sessionCookies, validateSessionToken } from './sessions';

export interface ViewerDeps {
  prisma: PrismaClient;
  secureCookies: boolean;
}

/** The signed-in user or visitor behind a request, or null when the request carries no valid session. */
export async function findViewer(deps: ViewerDeps, req: IncomingMessage): Promise<User | null> {
  const token = readCookie(req.headers.cookie, SESSION_COOKIE);
  return token ? validateSessionToken(deps.prisma, token) : null;
}

/** Starts a session for a user: cookies on the response, and on the request so later calls in a tRPC batch see it. */
export async function startSession(deps: ViewerDeps, req: IncomingMessage, res: ServerResponse, userId: string): Promise<string> {
  const token = generateSessionToken();
  await createSession(deps.prisma, token, userId);
  for (const cookie of sessionCookies(token, deps.secureCookies)) res.appendHeader('Set-Cookie', cookie);
  const others = (req.headers.cookie ?? '').split(';').map((c) => c.trim()).filter((c) => c && !c.startsWith(`${SESSION_COOKIE}=`));
  req.headers.cookie = [...others, `${SESSION_COOKIE}=${token}`].join('; ');
  return token;
}

/**
 * The viewer, creating a guest user and session for a first-time visitor (visitors upload and run tools without
 * signing in; their files and jobs belong to that guest user, and signing in merges them into the account).
 */
export async function getOrCreateViewer(deps: ViewerDeps, req: IncomingMessage, res: ServerResponse): Promise<User> {
  const existing = await findViewer(deps, req);
  if (existing) return existing;
  const user = await deps.prisma.user.create({ data: { id: newUserId(), isGuest: true } });
  await startSession(deps, req, res, user.id);
  return user;
}
