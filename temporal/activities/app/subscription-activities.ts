import type { PrismaClient } from '../../../generated/prisma/client';
import { getExpiringAllowanceMilli } from '../../../domain/billing/credit-entries';
import { debitCredits, getBalanceMilli, getSpentMilli, grantCredits } from './credit-ledger';

/** A subscription month, as the subscription workflow hands it to its activities. */
export interface SubscriptionMonth {
  userId: string;
  subscriptionId: string;
  month: number;
  allowanceMilli: number;
  startMs: number;
  endMs: number;
}

/** The database side of a subscription's life: monthly allowances, their expiry, and the end of the plan. */
export function createSubscriptionActivities(prisma: PrismaClient) {
  return {
    /** The month's credits, once (keyed by subscription and month). */
    async grantMonthlyAllowance(month: SubscriptionMonth): Promise<void> {
      await grantCredits(prisma, { userId: month.userId, key: `allowance:${month.subscriptionId}:${month.month}`, amountMilli: month.allowanceMilli, reason: 'allowance' });
    },

    /** Monthly credits do not roll over: what the month left unspent expires (never more than the balance). */
    async expireMonthlyAllowance(month: SubscriptionMonth): Promise<number> {
      const [spentInPeriodMilli, balanceMilli] = await Promise.all([getSpentMilli(prisma, month.userId, month.startMs, month.endMs), getBalanceMilli(prisma, month.userId)]);
      const wantedMilli = getExpiringAllowanceMilli({ allowanceMilli: month.allowanceMilli, spentInPeriodMilli, balanceMilli });
      return debitCredits(prisma, { userId: month.userId, key: `expiry:${month.subscriptionId}:${month.month}`, wantedMilli, reason: 'expiry' });
    },

    /**
     * The paid period of a cancelled subscription is over: the user goes back to pay-as-you-go (Premium) while credits
     * remain, else to the free plan. Only if this subscription is still the user's (a newer one keeps its plan).
     */
    async endSubscription(input: { userId: string; subscriptionId: string }): Promise<void> {
      const balanceMilli = await getBalanceMilli(prisma, input.userId);
      await prisma.user.updateMany({
        where: { id: input.userId, subscriptionRef: input.subscriptionId },
        data: { plan: balanceMilli > 0 ? 'premium' : 'basic', subscriptionPlan: null, subscriptionPlanType: null, subscriptionBillingCycle: null, subscriptionRef: null },
      });
    },
  };
}
