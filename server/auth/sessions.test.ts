import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/open-database';
import { createSession, csrfTokenOf, generateSessionToken, invalidateSession, invalidateUserSessions, readCookie, sessionCookies, validateSessionToken } from './sessions';

let db: Database;
beforeAll(async () => {
  db = await openDatabase({ kind: 'pglite', dataDir: null });
});
afterAll(() => db?.close());

describe('sessions (the Lucia way)', () => {
  it('stores only a hash of the token and finds the user by the token', async () => {
    const user = await db.prisma.user.create({ data: { id: randomUUID() } });
    const token = generateSessionToken();
    const session = await createSession(db.prisma, token, user.id);
    expect(session.id).not.toContain(token);
    expect(session.id).toMatch(/^[0-9a-f]{64}$/);
    expect((await validateSessionToken(db.prisma, token))?.id).toBe(user.id);
    expect(await validateSessionToken(db.prisma, generateSessionToken())).toBeNull();
  });

  it('refuses and deletes an expired session, and extends one in its second half of life', async () => {
    const user = await db.prisma.user.create({ data: { id: randomUUID() } });
    const expired = generateSessionToken();
    const old = await createSession(db.prisma, expired, user.id);
    await db.prisma.session.update({ where: { id: old.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await validateSessionToken(db.prisma, expired)).toBeNull();
    expect(await db.prisma.session.findUnique({ where: { id: old.id } })).toBeNull();

    const aging = generateSessionToken();
    const session = await createSession(db.prisma, aging, user.id);
    await db.prisma.session.update({ where: { id: session.id }, data: { expiresAt: new Date(Date.now() + 5 * 86_400_000) } });
    await validateSessionToken(db.prisma, aging);
    const extended = await db.prisma.session.findUniqueOrThrow({ where: { id: session.id } });
    expect(extended.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it('signs out one session, or every session of the user', async () => {
    const user = await db.prisma.user.create({ data: { id: randomUUID() } });
    const [here, there, elsewhere] = [generateSessionToken(), generateSessionToken(), generateSessionToken()];
    for (const token of [here, there, elsewhere]) await createSession(db.prisma, token, user.id);
    await invalidateSession(db.prisma, here);
    expect(await validateSessionToken(db.prisma, here)).toBeNull();
    expect((await validateSessionToken(db.prisma, there))?.id).toBe(user.id);
    await invalidateUserSessions(db.prisma, user.id);
    expect(await validateSessionToken(db.prisma, there)).toBeNull();
    expect(await validateSessionToken(db.prisma, elsewhere)).toBeNull();
  });

  it('writes an HttpOnly, SameSite session cookie with a readable CSRF companion, and reads cookies back', () => {
    const [session, csrf] = sessionCookies('tok', true);
    expect(session).toMatch(/^kinora_session=tok; HttpOnly; Path=\/; SameSite=Lax; Max-Age=\d+; Secure$/);
    expect(csrf).toBe(`kinora_csrf=${csrfTokenOf('tok')}; Path=/; SameSite=Lax; Max-Age=2592000; Secure`);
    expect(csrfTokenOf('tok')).not.toBe(csrfTokenOf('tok2'));
    expect(sessionCookies('tok', false).join()).not.toContain('Secure');
    expect(readCookie('a=1; kinora_session=xyz; b=2', 'kinora_session')).toBe('xyz');
    expect(readCookie(undefined, 'kinora_session')).toBeNull();
  });
});
