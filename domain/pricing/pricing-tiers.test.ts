import { describe, expect, it } from 'vitest';
import { PRICING_TIERS, getTierPrice } from './pricing-tiers';

describe('pricing tiers (platform §2, §3, §9)', () => {
  it.each([
    ['tier-basic', 'basic', 'free', 0],
    ['tier-premium', 'premium', 'pay_as_you_go', 21.6],
    ['tier-pro', 'pro', 'month', 15.9],
    ['tier-business', 'business', 'month', 42.9],
    ['tier-enterprise', 'Enterprise', null, null],
  ] as const)('%s is type %s at %s %s', (id, type, period, value) => {
    expect(PRICING_TIERS.find((tier) => tier.id === id)).toMatchObject({ type, price: { period, value } });
  });

  it('flags Pro, and only Pro, most popular', () => {
    expect(PRICING_TIERS.filter((tier) => tier.mostPopular).map((tier) => tier.id)).toEqual(['tier-pro']);
  });

  it('shows Enterprise as custom with a contact button', () => {
    const enterprise = PRICING_TIERS.find((tier) => tier.id === 'tier-enterprise');
    expect(enterprise).toMatchObject({ custom: true, buttonName: 'Contact us' });
    expect(PRICING_TIERS.filter((tier) => tier.custom)).toHaveLength(1);
  });

  it('shows 200 and 1000 monthly credits in the plus variants', () => {
    const plus = (id: string) => PRICING_TIERS.find((tier) => tier.id === id)?.features.map((f) => f.nameForPlus);
    expect(plus('tier-pro')).toContain('200 credits per month');
    expect(plus('tier-business')).toContain('1000 credits per month');
  });

  it('gives every feature a name and a tooltip', () => {
    for (const tier of PRICING_TIERS) {
      expect(tier.untranslatedName).toBe(tier.name);
      for (const feature of tier.features) {
        expect(feature.name.length).toBeGreaterThan(0);
        expect(feature.tooltip.length).toBeGreaterThan(0);
      }
    }
  });

  it.each([
    ['tier-basic', 'eur', 0],
    ['tier-pro', 'usd', 15.9],
    ['tier-pro', 'eur', 14.9],
    ['tier-enterprise', 'usd', null],
  ] as const)('%s in %s costs %s', (id, currency, price) => {
    const tier = PRICING_TIERS.find((candidate) => candidate.id === id);
    expect(tier === undefined ? undefined : getTierPrice(tier, currency)).toBe(price);
  });
});
