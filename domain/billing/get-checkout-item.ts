import { applyBlackFridayDiscount } from '../promotions/black-friday';
import { CURRENCY_DECIMALS, type Currency } from '../pricing/currencies';
import { getBundlePrice } from '../pricing/price-tables';
import { getSubscriptionPrice } from '../pricing/get-subscription-price';
import type { BillingCycle, BundlePlanId, SubscriptionPlanId } from '../pricing/usd-price-table';

/** What a user asks to buy: a one-time Premium credit bundle, or a Pro/Business subscription of monthly credits. */
export type CheckoutRequest =
  | { kind: 'bundle'; plan: 'premium'; credits: number; currency: Currency; promoCode?: string | null }
  | { kind: 'subscription'; plan: SubscriptionPlanId; credits: number; billingCycle: BillingCycle; currency: Currency; promoCode?: string | null };

/** What is charged for it: the price from the tables, less a valid promo code's discount, in minor units too. */
export interface CheckoutItem {
  kind: 'bundle' | 'subscription';
  plan: BundlePlanId;
  credits: number;
  billingCycle: BillingCycle | null;
  currency: Currency;
  /** The list price and the charged amount, in the currency's units and minor units (cents). */
  listPrice: number;
  amount: number;
  amountMinor: number;
  promoCode: string | null;
  /** Bundle credits arrive at once; a subscription's arrive each month as its allowance. */
  interval: 'once' | 'month' | 'year';
}

export type CheckoutResult = { ok: true; item: CheckoutItem } | { ok: false; code: 'checkout_unknown_item' | 'promo_code_invalid' };

export const toMinorUnits = (amount: number, currency: Currency): number => Math.round(amount * 10 ** CURRENCY_DECIMALS[currency]);

/**
 * Prices a checkout from the domain's tables (never from the browser). A promo code must apply (Black Friday: active,
 * over 100 USD): a code that does not is refused with its reason rather than silently ignored.
 */
export function getCheckoutItem(request: CheckoutRequest, nowMs: number): CheckoutResult {
  let listPrice: number | undefined;
  let interval: CheckoutItem['interval'] = 'once';
  if (request.kind === 'bundle') {
    listPrice = request.plan === 'premium' ? getBundlePrice(request.currency, 'premium', request.credits) : undefined;
  } else {
    const price = getSubscriptionPrice(request.currency, request.plan, request.credits, request.billingCycle);
    listPrice = price?.charged;
    interval = price?.period ?? 'month';
  }
  if (listPrice === undefined) return { ok: false, code: 'checkout_unknown_item' };

  let amount = listPrice;
  const promoCode = request.promoCode?.trim() ? request.promoCode.trim().toUpperCase() : null;
  if (promoCode) {
    const discounted = applyBlackFridayDiscount({ amount: listPrice, currency: request.currency, promoCode, nowMs });
    if (!discounted.applied) return { ok: false, code: 'promo_code_invalid' };
    amount = discounted.total;
  }
  return {
    ok: true,
    item: {
      kind: request.kind,
      plan: request.plan,
      credits: request.credits,
      billingCycle: request.kind === 'subscription' ? request.billingCycle : null,
      currency: request.currency,
      listPrice,
      amount,
      amountMinor: toMinorUnits(amount, request.currency),
      promoCode,
      interval,
    },
  };
}
