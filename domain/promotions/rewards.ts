/** Free credits for a testimonial or a feature suggestion: one reward per user, whichever comes first. */
export const FEEDBACK_REWARD_CREDITS = 30;

/** Sharing on social media gives up to 40 free credits; 10 per share is ours (the spec gives only the cap). */
export const SOCIAL_SHARE_MAX_CREDITS = 40;
export const SOCIAL_SHARE_CREDITS_PER_SHARE = 10;

/** Affiliates earn 25% commission on their referrals' purchases for the first year. */
export const AFFILIATE_COMMISSION_RATE = 0.25;
export const AFFILIATE_COMMISSION_MONTHS = 12;

/** Following the social accounts gives promo codes (the codes and accounts are configured, not in the spec). */
export const SOCIAL_FOLLOW_PROMOTION = { id: 'follow_social_accounts', reward: 'promo_code' } as const;

/** Credits for a testimonial or feature suggestion: 30 the first time, 0 after. */
export function getFeedbackReward(alreadyRewarded: boolean): number {
  return alreadyRewarded ? 0 : FEEDBACK_REWARD_CREDITS;
}

/** Credits for one more social share, given the share credits already awarded (never above the 40 cap). */
export function getSocialShareReward(creditsAlreadyAwarded: number): number {
  const left = SOCIAL_SHARE_MAX_CREDITS - Math.max(0, creditsAlreadyAwarded);
  return Math.max(0, Math.min(SOCIAL_SHARE_CREDITS_PER_SHARE, left));
}

/** Affiliate commission on a purchase: 25% while within 12 calendar months (UTC) of the referral, else 0. */
export function getAffiliateCommission(input: { amount: number; referredAtMs: number; purchasedAtMs: number }): number {
  const referred = new Date(input.referredAtMs);
  const endsAtMs = Date.UTC(
    referred.getUTCFullYear(),
    referred.getUTCMonth() + AFFILIATE_COMMISSION_MONTHS,
    referred.getUTCDate(),
    referred.getUTCHours(),
    referred.getUTCMinutes(),
    referred.getUTCSeconds(),
    referred.getUTCMilliseconds(),
  );
  if (input.purchasedAtMs < input.referredAtMs || input.purchasedAtMs >= endsAtMs) return 0;
  return Math.round(input.amount * AFFILIATE_COMMISSION_RATE * 100) / 100;
}
