import type { Currency } from './currencies';
import { getSubscriptionPrice } from './get-subscription-price';
import type { PricingTier } from './pricing-tiers';
import { getBundlePrice } from './price-tables';
import { CREDIT_BUNDLES, USD_PRICE_TABLE, type BillingCycle, type SubscriptionPlanId } from './usd-price-table';

export type TierDisplayPrice =
  | { kind: 'free' }
  /** The smallest one-time bundle: what the first purchase costs and the credits it buys. */
  | { kind: 'pay_as_you_go'; from: number; credits: number }
  | { kind: 'subscription'; perMonth: number; credits: number; billedYearly: number | null }
  | { kind: 'custom' };

/**
 * What a tier card shows for a currency and billing cycle. Pay as you go (Premium) shows its smallest bundle: "from
 * $7.90, 10 credits". A subscription tier's price is the monthly price of one of
 * its credit bundles (Pro 15.9 = 80 credits, Business 42.9 = 400 credits); annual billing shows that bundle's
 * monthly-billed annual price and the yearly total.
 */
export function getTierDisplayPrice(tier: PricingTier, currency: Currency, cycle: BillingCycle): TierDisplayPrice {
  if (tier.custom || tier.price.value === null) return { kind: 'custom' };
  if (tier.price.period === 'free') return { kind: 'free' };
  if (tier.price.period === 'pay_as_you_go') {
    // The spec's Premium figure (21.6) buys no bundle of the table: headline what a first purchase costs and buys.
    const credits = Math.min(...CREDIT_BUNDLES.premium);
    return { kind: 'pay_as_you_go', from: getBundlePrice(currency, 'premium', credits) ?? 0, credits };
  }
  const plan = tier.type as SubscriptionPlanId;
  const bundle = USD_PRICE_TABLE.oneTime[plan].find((candidate) => candidate.price === tier.price.value);
  if (bundle === undefined) throw new Error(`No ${plan} bundle costs ${tier.price.value} USD`);
  const price = getSubscriptionPrice(currency, plan, bundle.credits, cycle);
  if (price === undefined) throw new Error(`No ${cycle} price for ${plan} ${bundle.credits} credits`);
  return { kind: 'subscription', perMonth: price.perMonth, credits: bundle.credits, billedYearly: cycle === 'annual' ? price.charged : null };
}
