import { describe, expect, it } from 'vitest';
import { PRICING_TIERS, type PricingTier } from './pricing-tiers';
import { getTierDisplayPrice } from './get-tier-display-price';

const tier = (id: PricingTier['id']) => PRICING_TIERS.find((candidate) => candidate.id === id)!;

describe('getTierDisplayPrice', () => {
  it('Basic is free and Enterprise custom, whatever the cycle', () => {
    expect(getTierDisplayPrice(tier('tier-basic'), 'eur', 'annual')).toEqual({ kind: 'free' });
    expect(getTierDisplayPrice(tier('tier-enterprise'), 'usd', 'monthly')).toEqual({ kind: 'custom' });
  });

  it('Premium is pay as you go from its smallest bundle, with the credits it buys (not the spec\'s 21.6, which buys nothing)', () => {
    expect(getTierDisplayPrice(tier('tier-premium'), 'usd', 'annual')).toEqual({ kind: 'pay_as_you_go', from: 7.9, credits: 10 });
    expect(getTierDisplayPrice(tier('tier-premium'), 'eur', 'monthly')).toMatchObject({ kind: 'pay_as_you_go', credits: 10 });
  });

  it('Pro and Business monthly are the spec prices, annual the monthly-billed price and yearly total', () => {
    expect(getTierDisplayPrice(tier('tier-pro'), 'usd', 'monthly')).toEqual({ kind: 'subscription', perMonth: 15.9, credits: 80, billedYearly: null });
    expect(getTierDisplayPrice(tier('tier-pro'), 'usd', 'annual')).toEqual({ kind: 'subscription', perMonth: 12.9, credits: 80, billedYearly: 154.8 });
    expect(getTierDisplayPrice(tier('tier-business'), 'usd', 'monthly')).toEqual({ kind: 'subscription', perMonth: 42.9, credits: 400, billedYearly: null });
    expect(getTierDisplayPrice(tier('tier-business'), 'usd', 'annual')).toEqual({ kind: 'subscription', perMonth: 34.9, credits: 400, billedYearly: 418.8 });
  });

  it('converts with the derived tables', () => {
    expect(getTierDisplayPrice(tier('tier-pro'), 'jpy', 'monthly')).toMatchObject({ perMonth: 2390 });
  });
});
