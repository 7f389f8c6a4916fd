import { randomUUID } from 'node:crypto';
import type { PrismaClient, User } from '../../generated/prisma/client';
import { getCheckoutItem, type CheckoutRequest } from '../../domain/billing/get-checkout-item';
import { getCancellation } from '../../domain/billing/subscription-period';
import { getAffiliateCommission } from '../../domain/promotions/rewards';
import type { BillingCycle } from '../../domain/pricing/usd-price-table';
import { debitCredits, getBalanceMilli, grantCredits } from '../../temporal/activities/app/credit-ledger';
import type { SubscriptionInput } from '../../temporal/workflows/subscription-workflow';
import type { PaymentEvent, PaymentProvider } from './payment-provider';

export class BillingError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

export interface BillingDeps {
  prisma: PrismaClient;
  payments: PaymentProvider;
  /** The durable side of subscriptions (a Temporal workflow per subscription). */
  subscriptions: {
    start(input: SubscriptionInput): Promise<void>;
    cancel(subscriptionId: string, canceledOnMs: number): Promise<void>;
  };
  publicUrl: string;
  /** Fixed-length subscription months (tests, demos); null: calendar months. */
  subscriptionMonthMs?: number | null;
  now?: () => number;
}

/** Prices the request from domain/ and opens the provider's checkout; credits arrive with the provider's webhook. */
export async function startCheckout(deps: BillingDeps, user: User, request: CheckoutRequest): Promise<{ purchaseId: string; url: string }> {
  // A visitor's purchase would be lost with its browser: buying needs an account (the "Authentication required" gate).
  if (user.isGuest) throw new BillingError('not_authenticated');
  const priced = getCheckoutItem(request, (deps.now ?? Date.now)());
  if (!priced.ok) throw new BillingError(priced.code);
  const { item } = priced;
  if (item.kind === 'subscription' && user.subscriptionRef && !user.subscriptionCanceledOn) throw new BillingError('subscription_active');
  const purchaseId = randomUUID();
  await deps.prisma.purchase.create({
    data: { id: purchaseId, userId: user.id, provider: deps.payments.id, kind: item.kind, plan: item.plan, credits: item.credits, billingCycle: item.billingCycle, currency: item.currency, amountMinor: item.amountMinor, promoCode: item.promoCode },
  });
  const checkout = await deps.payments.createCheckout({
    purchaseId,
    item,
    email: user.email,
    successUrl: `${deps.publicUrl}/settings?purchase=${purchaseId}`,
    cancelUrl: `${deps.publicUrl}/pricing?canceled=1`,
  });
  await deps.prisma.purchase.update({ where: { id: purchaseId }, data: { providerRef: checkout.checkoutRef } });
  return { purchaseId, url: checkout.url };
}

/**
 * Applies a verified payment event exactly once (by the provider's event id), whatever the number of deliveries:
 * credits for a bundle, the plan and its subscription workflow for a subscription, a refund's debit, a subscription
 * ended at the provider. Returns what happened, for the webhook's answer and the logs.
 */
export async function applyPaymentEvent(deps: BillingDeps, event: PaymentEvent): Promise<'applied' | 'duplicate' | 'ignored'> {
  const { prisma } = deps;
  if (event.type === 'ignored') return 'ignored';
  try {
    await prisma.webhookEvent.create({ data: { id: event.id, provider: deps.payments.id, type: event.type } });
  } catch (error) {
    if ((error as { code?: string }).code === 'P2002') return 'duplicate';
    throw error;
  }
  try {
    if (event.type === 'checkout_completed') await completePurchase(deps, event.checkoutRef, event.paymentRef);
    else if (event.type === 'payment_refunded') await refundPurchase(deps, event.paymentRef);
    else await endSubscriptionAtProvider(deps, event.paymentRef);
    return 'applied';
  } catch (error) {
    // Not applied: forget the event so the provider's retry can apply it.
    await prisma.webhookEvent.delete({ where: { id: event.id } }).catch(() => undefined);
    throw error;
  }
}

async function completePurchase(deps: BillingDeps, checkoutRef: string, paymentRef: string | null) {
  const { prisma } = deps;
  const purchase = await prisma.purchase.findUnique({ where: { providerRef: checkoutRef } });
  if (!purchase) throw new BillingError('purchase_not_found');
  const nowMs = (deps.now ?? Date.now)();
  // Only the first completion counts, even if two different events name the same checkout.
  const paid = await prisma.purchase.updateMany({ where: { id: purchase.id, status: 'pending' }, data: { status: 'paid', paidAt: new Date(nowMs), paymentRef } });
  if (paid.count === 0) return;

  if (purchase.kind === 'bundle') {
    await grantCredits(prisma, { userId: purchase.userId, key: `purchase:${purchase.id}`, amountMilli: purchase.credits * 1000, reason: 'purchase' });
    await prisma.user.updateMany({ where: { id: purchase.userId, plan: 'basic' }, data: { plan: 'premium' } });
  } else {
    const billingCycle = (purchase.billingCycle ?? 'monthly') as BillingCycle;
    await prisma.user.update({
      where: { id: purchase.userId },
      data: {
        plan: purchase.plan,
        subscriptionPlan: purchase.plan,
        subscriptionPlanType: `${purchase.plan}_${purchase.credits}`,
        subscriptionBillingCycle: billingCycle,
        subscriptionCanceledOn: null,
        subscriptionValidUntil: null,
        subscriptionRef: purchase.id,
      },
    });
    await deps.subscriptions.start({
      userId: purchase.userId, subscriptionId: purchase.id, monthlyCredits: purchase.credits, billingCycle, startMs: nowMs, month: 0, canceledOnMs: null, monthMs: deps.subscriptionMonthMs ?? null,
    });
  }
  await recordAffiliateCommission(deps, purchase.id, purchase.userId, purchase.amountMinor, purchase.currency, nowMs);
}

async function recordAffiliateCommission(deps: BillingDeps, purchaseId: string, userId: string, amountMinor: number, currency: string, nowMs: number) {
  const user = await deps.prisma.user.findUnique({ where: { id: userId } });
  if (!user?.referredById || !user.referredAt) return;
  const commission = getAffiliateCommission({ amount: amountMinor, referredAtMs: user.referredAt.getTime(), purchasedAtMs: nowMs });
  if (commission <= 0) return;
  await deps.prisma.affiliateCommission.upsert({
    where: { purchaseId },
    create: { id: randomUUID(), affiliateUserId: user.referredById, purchaseId, currency, amountMinor: Math.round(commission) },
    update: {},
  });
}

async function refundPurchase(deps: BillingDeps, paymentRef: string) {
  const purchase = await deps.prisma.purchase.findFirst({ where: { paymentRef } });
  if (!purchase) throw new BillingError('purchase_not_found');
  const refunded = await deps.prisma.purchase.updateMany({ where: { id: purchase.id, status: 'paid' }, data: { status: 'refunded' } });
  if (refunded.count === 0) return;
  if (purchase.kind === 'bundle') {
    await debitCredits(deps.prisma, { userId: purchase.userId, key: `refund:${purchase.id}`, wantedMilli: purchase.credits * 1000, reason: 'refund' });
  } else {
    await endSubscriptionAtProvider(deps, paymentRef);
  }
}

async function endSubscriptionAtProvider(deps: BillingDeps, paymentRef: string) {
  const purchase = await deps.prisma.purchase.findFirst({ where: { paymentRef, kind: 'subscription' } });
  if (!purchase) throw new BillingError('purchase_not_found');
  const user = await deps.prisma.user.findUnique({ where: { id: purchase.userId } });
  if (user?.subscriptionRef === purchase.id) await recordCancellation(deps, user);
}

/** Cancel any time: the plan stays until the end of the paid period; the subscription workflow then ends it. */
export async function cancelSubscription(deps: BillingDeps, user: User): Promise<{ canceledOn: Date; validUntil: Date }> {
  if (!user.subscriptionRef) throw new BillingError('no_subscription');
  const purchase = await deps.prisma.purchase.findUnique({ where: { id: user.subscriptionRef } });
  const result = await recordCancellation(deps, user);
  if (purchase?.paymentRef) await deps.payments.cancelSubscription(purchase.paymentRef);
  return result;
}

async function recordCancellation(deps: BillingDeps, user: User): Promise<{ canceledOn: Date; validUntil: Date }> {
  const purchase = await deps.prisma.purchase.findUniqueOrThrow({ where: { id: user.subscriptionRef! } });
  const { canceledOnMs, validUntilMs } = getCancellation({
    startMs: (purchase.paidAt ?? purchase.createdAt).getTime(),
    cycle: (user.subscriptionBillingCycle ?? 'monthly') as BillingCycle,
    nowMs: (deps.now ?? Date.now)(),
    canceledOnMs: user.subscriptionCanceledOn?.getTime() ?? null,
    monthMs: deps.subscriptionMonthMs ?? null,
  });
  await deps.prisma.user.update({ where: { id: user.id }, data: { subscriptionCanceledOn: new Date(canceledOnMs), subscriptionValidUntil: new Date(validUntilMs) } });
  await deps.subscriptions.cancel(purchase.id, canceledOnMs);
  return { canceledOn: new Date(canceledOnMs), validUntil: new Date(validUntilMs) };
}
