import type { Currency } from './currencies';
import { getSubscriptionPrice } from './get-subscription-price';
import { getTierPrice, type PricingTier } from './pricing-tiers';
import { USD_PRICE_TABLE, type BillingCycle, type SubscriptionPlanId } from './usd-price-table';

export type TierDisplayPrice =
  | { kind: 'free' }
  | { kind: 'pay_as_you_go'; amount: number }
  | { kind: 'subscription'; perMonth: number; credits: number; billedYearly: number | null }
  | { kind: 'custom' };

/**
 * What a tier card shows for a currency and billing cycle. A subscription tier's price is the monthly price of one of
 * its credit bundles (Pro 15.9 = 80 credits, Business 42.9 = 400 credits); annual billing shows that bundle's
 * monthly-billed annual price and the yearly total.
 */
export function getTierDisplayPrice(tier: PricingTier, currency: Currency, cycle: BillingCycle): TierDisplayPrice {
  if (tier.custom || tier.price.value === null) return { kind: 'custom' };
  if (tier.price.period === 'free') return { kind: 'free' };
  if (tier.price.period === 'pay_as_you_go') return { kind: 'pay_as_you_go', amount: getTierPrice(tier, currency) ?? 0 };
  const plan = tier.type as SubscriptionPlanId;
  const bundle = USD_PRICE_TABLE.oneTime[plan].find((candidate) => candidate.price === tier.price.value);
  if (bundle === undefined) throw new Error(`No ${plan} bundle costs ${tier.price.value} USD`);
  const price = getSubscriptionPrice(currency, plan, bundle.credits, cycle);
  if (price === undefined) throw new Error(`No ${cycle} price for ${plan} ${bundle.credits} credits`);
  return { kind: 'subscription', perMonth: price.perMonth, credits: bundle.credits, billedYearly: cycle === 'annual' ? price.charged : null };
}
