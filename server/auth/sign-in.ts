import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { User } from '../../generated/prisma/client';
import { findViewer, startSession, type ViewerDeps } from './get-viewer';
import { mergeGuestInto } from './merge-guest';
import { invalidateSession, readCookie, SESSION_COOKIE } from './sessions';

/** Who a sign-in proved the person to be, and the provider's tokens when it has them (Google). */
export interface SignInIdentity {
  provider: 'google' | 'dev';
  subject: string;
  email: string;
  name: string | null;
  tokens?: { accessToken: string; refreshToken: string | null; expiresAt: Date | null };
}

/**
 * Signs a person in: finds their account (by the provider's subject, then by email) or creates it, merges the visitor
 * they were browsing as into it, and replaces the session with a new one (no session fixation).
 */
export async function signIn(deps: ViewerDeps, req: IncomingMessage, res: ServerResponse, identity: SignInIdentity): Promise<User> {
  const { prisma } = deps;
  const email = identity.email.trim().toLowerCase();
  const linked = await prisma.oAuthAccount.findUnique({ where: { provider_subject: { provider: identity.provider, subject: identity.subject } }, include: { user: true } });
  let user = linked?.user ?? (await prisma.user.findFirst({ where: { email, isGuest: false } }));
  if (!user) {
    // An affiliate's referral (their link set the cookie): commission on this person's payments for the first year.
    const referrerId = readCookie(req.headers.cookie, 'kinora_ref');
    const referrer = referrerId ? await prisma.user.findFirst({ where: { id: referrerId, isGuest: false } }) : null;
    user = await prisma.user.create({
      data: { id: randomUUID(), email, name: identity.name, isGuest: false, ...(referrer ? { referredById: referrer.id, referredAt: new Date() } : {}) },
    });
  } else if (identity.name && !user.name) {
    user = await prisma.user.update({ where: { id: user.id }, data: { name: identity.name } });
  }
  const tokens = identity.tokens
    ? { accessToken: identity.tokens.accessToken, refreshToken: identity.tokens.refreshToken ?? undefined, expiresAt: identity.tokens.expiresAt }
    : {};
  await prisma.oAuthAccount.upsert({
    where: { provider_subject: { provider: identity.provider, subject: identity.subject } },
    create: { id: randomUUID(), provider: identity.provider, subject: identity.subject, userId: user.id, ...tokens },
    // A provider sends the refresh token only on first consent: keep the one we have when none comes.
    update: tokens,
  });

  const visitor = await findViewer(deps, req);
  if (visitor?.isGuest) await mergeGuestInto(prisma, visitor.id, user.id);
  const oldToken = readCookie(req.headers.cookie, SESSION_COOKIE);
  if (oldToken) await invalidateSession(prisma, oldToken);
  await startSession(deps, req, res, user.id);
  return user;
}
