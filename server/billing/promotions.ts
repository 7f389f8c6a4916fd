import { randomUUID } from 'node:crypto';
import type { PrismaClient, User } from '../../generated/prisma/client';
import { FEEDBACK_REWARD_CREDITS, getSocialShareReward } from '../../domain/promotions/rewards';
import { grantCredits } from '../../temporal/activities/app/credit-ledger';
import { BillingError } from './purchases';

export const SHARE_NETWORKS = ['x', 'facebook', 'linkedin', 'reddit', 'whatsapp'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

function requireAccount(user: User) {
  if (user.isGuest) throw new BillingError('not_authenticated');
}

/** A testimonial or a feature suggestion: always kept; the first one earns 30 credits. */
export async function submitFeedback(prisma: PrismaClient, user: User, input: { kind: 'testimonial' | 'suggestion'; text: string }): Promise<{ creditsAwarded: number }> {
  requireAccount(user);
  await prisma.feedback.create({ data: { id: randomUUID(), userId: user.id, kind: input.kind, text: input.text } });
  const granted = await grantCredits(prisma, { userId: user.id, key: `feedback:${user.id}`, amountMilli: FEEDBACK_REWARD_CREDITS * 1000, reason: 'promotion' });
  await prisma.user.update({ where: { id: user.id }, data: { suggestionFeedbackAnswered: true } });
  return { creditsAwarded: granted ? FEEDBACK_REWARD_CREDITS : 0 };
}

/** A share on a social network: credits once per network, up to the 40-credit cap in all. */
export async function recordShare(prisma: PrismaClient, user: User, network: ShareNetwork): Promise<{ creditsAwarded: number }> {
  requireAccount(user);
  const awarded = await prisma.creditGrant.aggregate({ where: { userId: user.id, key: { startsWith: `share:${user.id}:` } }, _sum: { amountMilli: true } });
  const reward = getSocialShareReward((awarded._sum.amountMilli ?? 0) / 1000);
  if (reward <= 0) return { creditsAwarded: 0 };
  const granted = await grantCredits(prisma, { userId: user.id, key: `share:${user.id}:${network}`, amountMilli: reward * 1000, reason: 'promotion' });
  return { creditsAwarded: granted ? reward : 0 };
}

/** A promo code given for following the social accounts (configured codes): once per user and code. */
export async function redeemPromoCode(prisma: PrismaClient, user: User, codes: Record<string, number>, code: string): Promise<{ creditsAwarded: number }> {
  requireAccount(user);
  const normalized = code.trim().toUpperCase();
  const credits = codes[normalized];
  if (!credits) throw new BillingError('promo_code_invalid');
  const granted = await grantCredits(prisma, { userId: user.id, key: `promo:${normalized}:${user.id}`, amountMilli: credits * 1000, reason: 'promotion' });
  if (!granted) throw new BillingError('promo_code_used');
  return { creditsAwarded: credits };
}
