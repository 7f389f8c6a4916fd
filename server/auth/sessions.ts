import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '../../generated/prisma/client';

// Sessions the Lucia way (lucia-auth.com): a random token in the cookie, only its SHA-256 in the database, sliding expiry.
const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_COOKIE = 'kinora_session';
/** Readable by the page's script, which echoes it in CSRF_HEADER on every state-changing request. */
export const CSRF_COOKIE = 'kinora_csrf';
export const CSRF_HEADER = 'x-kinora-csrf';

export function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export const sessionIdOf = (token: string) => encodeHexLowerCase(sha256(new TextEncoder().encode(token)));

/**
 * The session's CSRF token, derived from its secret token: another site can neither read it (the session cookie is
 * HttpOnly, and this cookie is same-site) nor compute it, and it needs no storage.
 */
export const csrfTokenOf = (token: string) => encodeHexLowerCase(sha256(new TextEncoder().encode(`csrf:${token}`))).slice(0, 40);

export async function createSession(prisma: PrismaClient, token: string, userId: string) {
  return prisma.session.create({ data: { id: sessionIdOf(token), userId, expiresAt: new Date(Date.now() + SESSION_DAYS * DAY_MS) } });
}

/** The session's user, or null. A session in its second half of life is extended (sliding expiry). */
export async function validateSessionToken(prisma: PrismaClient, token: string) {
  const session = await prisma.session.findUnique({ where: { id: sessionIdOf(token) }, include: { user: true } });
  if (!session) return null;
  if (Date.now() >= session.expiresAt.getTime()) {
    await prisma.session.delete({ where: { id: session.id } }).catch(() => undefined);
    return null;
  }
  if (Date.now() >= session.expiresAt.getTime() - (SESSION_DAYS / 2) * DAY_MS) {
    await prisma.session.update({ where: { id: session.id }, data: { expiresAt: new Date(Date.now() + SESSION_DAYS * DAY_MS) } });
  }
  return session.user;
}

/** Signs out this session. */
export async function invalidateSession(prisma: PrismaClient, token: string): Promise<void> {
  await prisma.session.deleteMany({ where: { id: sessionIdOf(token) } });
}

/** Signs out everywhere: every session of the user. */
export async function invalidateUserSessions(prisma: PrismaClient, userId: string): Promise<void> {
  await prisma.session.deleteMany({ where: { userId } });
}

export const newUserId = () => randomUUID();

/** The session cookie (HttpOnly) and its CSRF companion (readable by the page), both SameSite=Lax. */
export function sessionCookies(token: string, secure: boolean): string[] {
  const attributes = `Path=/; SameSite=Lax; Max-Age=${SESSION_DAYS * 24 * 3600}${secure ? '; Secure' : ''}`;
  return [`${SESSION_COOKIE}=${token}; HttpOnly; ${attributes}`, `${CSRF_COOKIE}=${csrfTokenOf(token)}; ${attributes}`];
}

/** Cookies that remove both (sign-out). */
export function clearedSessionCookies(secure: boolean): string[] {
  const attributes = `Path=/; SameSite=Lax; Max-Age=0${secure ? '; Secure' : ''}`;
  return [`${SESSION_COOKIE}=; HttpOnly; ${attributes}`, `${CSRF_COOKIE}=; ${attributes}`];
}

export function readCookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || null;
  }
  return null;
}
