import type { Currency } from './currencies';
import { getAnnualPrice, getBundlePrice } from './price-tables';
import type { BillingCycle, SubscriptionPlanId } from './usd-price-table';

export interface SubscriptionPrice {
  /** What the subscription costs per month (the annual one is the monthly-billed price). */
  perMonth: number;
  /** What is charged each billing period. */
  charged: number;
  period: 'month' | 'year';
}

/**
 * Price of a Pro or Business subscription for a monthly credit amount. Monthly billing: the plan's bundle price,
 * charged every month. Annual billing (about 20% cheaper): the monthly-billed price per month, charged as the
 * yearly total. Cancel anytime. Undefined when the plan has no such credit amount.
 */
export function getSubscriptionPrice(
  currency: Currency,
  plan: SubscriptionPlanId,
  credits: number,
  billing: BillingCycle,
): SubscriptionPrice | undefined {
  if (billing === 'monthly') {
    const price = getBundlePrice(currency, plan, credits);
    return price === undefined ? undefined : { perMonth: price, charged: price, period: 'month' };
  }
  const annual = getAnnualPrice(currency, plan, credits);
  return annual === undefined ? undefined : { perMonth: annual.monthlyBilled, charged: annual.yearly, period: 'year' };
}
