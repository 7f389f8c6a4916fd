import { z } from 'zod';
import { CURRENCIES } from '../../domain/pricing/currencies';
import { BILLING_CYCLES } from '../../domain/pricing/usd-price-table';
import { getBalanceMilli } from '../../temporal/activities/app/credit-ledger';
import { fromMilliCredits } from '../../domain/jobs/milli-credits';
import { BillingError, cancelSubscription, startCheckout } from '../billing/purchases';
import { recordShare, redeemPromoCode, SHARE_NETWORKS, submitFeedback } from '../billing/promotions';
import { accountProcedure, DomainTRPCError, router, viewerProcedure, type Context } from '../trpc';

const Checkout = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('bundle'), plan: z.literal('premium'), credits: z.number().int().positive(), currency: z.enum(CURRENCIES), promoCode: z.string().max(40).optional() }),
  z.object({
    kind: z.literal('subscription'),
    plan: z.enum(['pro', 'business']),
    credits: z.number().int().positive(),
    billingCycle: z.enum(BILLING_CYCLES),
    currency: z.enum(CURRENCIES),
    promoCode: z.string().max(40).optional(),
  }),
]);

/** Billing errors become translated domain errors; the rest is a bug. */
async function asDomainError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BillingError) throw new DomainTRPCError(error.code === 'not_authenticated' ? 'UNAUTHORIZED' : 'BAD_REQUEST', error.code);
    throw error;
  }
}

function requireBilling(ctx: Context) {
  if (!ctx.billing) throw new DomainTRPCError('PRECONDITION_FAILED', 'payments_unavailable');
  return ctx.billing;
}

export const billingRouter = router({
  balance: viewerProcedure.query(async ({ ctx }) => ({ credits: fromMilliCredits(await getBalanceMilli(ctx.prisma, ctx.user.id)) })),

  /** Which payment provider takes payments here ('test' says so on the page), or null. */
  provider: viewerProcedure.query(({ ctx }) => ({ provider: ctx.billing?.payments.id ?? null })),

  /** Opens a checkout for a credit bundle or a subscription, priced on the server; the browser goes to `url`. */
  checkout: accountProcedure.input(Checkout).mutation(async ({ ctx, input }) => asDomainError(() => startCheckout(requireBilling(ctx), ctx.user, input))),

  /** The user's purchases, newest first. */
  purchases: accountProcedure.query(async ({ ctx }) => {
    const purchases = await ctx.prisma.purchase.findMany({ where: { userId: ctx.user.id, status: { not: 'pending' } }, orderBy: { createdAt: 'desc' }, take: 50 });
    return purchases.map((p) => ({ id: p.id, kind: p.kind, plan: p.plan, credits: p.credits, billingCycle: p.billingCycle, currency: p.currency, amountMinor: p.amountMinor, status: p.status, paidAt: p.paidAt?.toISOString() ?? null }));
  }),

  cancelSubscription: accountProcedure.mutation(async ({ ctx }) =>
    asDomainError(async () => {
      const { canceledOn, validUntil } = await cancelSubscription(requireBilling(ctx), ctx.user);
      return { canceledOn: canceledOn.toISOString(), validUntil: validUntil.toISOString() };
    }),
  ),

  submitFeedback: accountProcedure
    .input(z.object({ kind: z.enum(['testimonial', 'suggestion']), text: z.string().trim().min(10).max(5000) }))
    .mutation(({ ctx, input }) => asDomainError(() => submitFeedback(ctx.prisma, ctx.user, input))),

  recordShare: accountProcedure.input(z.object({ network: z.enum(SHARE_NETWORKS) })).mutation(({ ctx, input }) => asDomainError(() => recordShare(ctx.prisma, ctx.user, input.network))),

  redeemPromoCode: accountProcedure.input(z.object({ code: z.string().trim().min(1).max(40) })).mutation(async ({ ctx, input }) => {
    await ctx.rateLimit('sign_in', ctx.user.id);
    return asDomainError(() => redeemPromoCode(ctx.prisma, ctx.user, ctx.accounts?.followPromoCodes ?? {}, input.code));
  }),

  /** The affiliate programme: the user's referral link and the commissions earned. */
  affiliate: accountProcedure.query(async ({ ctx }) => {
    const commissions = await ctx.prisma.affiliateCommission.findMany({ where: { affiliateUserId: ctx.user.id } });
    const byCurrency: Record<string, number> = {};
    for (const c of commissions) byCurrency[c.currency] = (byCurrency[c.currency] ?? 0) + c.amountMinor;
    return { referralPath: `/?ref=${ctx.user.id}`, referrals: commissions.length, commissionMinorByCurrency: byCurrency };
  }),
});
