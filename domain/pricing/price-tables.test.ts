import { describe, expect, it } from 'vitest';
import { CURRENCIES, convertUsdPrice } from './currencies';
import { PRICE_TABLES, getAnnualPrice, getBundlePrice } from './price-tables';
import { getSubscriptionPrice } from './get-subscription-price';
import { USD_PRICE_TABLE } from './usd-price-table';

describe('price tables for every currency', () => {
  it('keeps the spec table for USD', () => {
    expect(PRICE_TABLES.usd).toBe(USD_PRICE_TABLE);
  });

  it.each(CURRENCIES.map((currency) => [currency] as const))('%s has every bundle of the USD table, derived from it', (currency) => {
    const table = PRICE_TABLES[currency];
    for (const plan of ['premium', 'pro', 'business'] as const) {
      expect(table.oneTime[plan].map((bundle) => bundle.credits)).toEqual(USD_PRICE_TABLE.oneTime[plan].map((b) => b.credits));
      USD_PRICE_TABLE.oneTime[plan].forEach((bundle, index) => {
        expect(table.oneTime[plan][index]?.price).toBe(convertUsdPrice(bundle.price, currency));
      });
    }
    for (const plan of ['pro', 'business'] as const) {
      table.annual.monthlyBilled[plan].forEach((bundle, index) => {
        const yearly = table.annual.yearly[plan][index];
        expect(yearly?.credits).toBe(bundle.credits);
        // Twelve monthly-billed payments make the yearly price in every currency.
        expect(yearly?.price).toBeCloseTo(bundle.price * 12, 6);
      });
    }
  });

  it.each(CURRENCIES.map((currency) => [currency] as const))('%s: bigger bundles never cost less', (currency) => {
    const table = PRICE_TABLES[currency];
    for (const list of [table.oneTime.premium, table.oneTime.pro, table.oneTime.business]) {
      for (let index = 1; index < list.length; index += 1) {
        expect(list[index]?.price ?? 0).toBeGreaterThan(list[index - 1]?.price ?? 0);
      }
    }
  });
});

describe('lookups', () => {
  it('finds a bundle price and nothing for an unknown amount', () => {
    expect(getBundlePrice('usd', 'premium', 240)).toBe(50.9);
    expect(getBundlePrice('usd', 'premium', 20)).toBeUndefined();
  });

  it('finds annual prices', () => {
    expect(getAnnualPrice('usd', 'business', 4000)).toEqual({ monthlyBilled: 289.9, yearly: 3478.8 });
    expect(getAnnualPrice('usd', 'pro', 10)).toBeUndefined();
  });
});

describe('subscription prices (monthly or annual billing)', () => {
  it.each([
    ['pro', 80, 'monthly', { perMonth: 15.9, charged: 15.9, period: 'month' }],
    ['pro', 80, 'annual', { perMonth: 12.9, charged: 154.8, period: 'year' }],
    ['business', 400, 'monthly', { perMonth: 42.9, charged: 42.9, period: 'month' }],
    ['business', 400, 'annual', { perMonth: 34.9, charged: 418.8, period: 'year' }],
  ] as const)('%s %s credits billed %s: %j', (plan, credits, billing, expected) => {
    expect(getSubscriptionPrice('usd', plan, credits, billing)).toEqual(expected);
  });

  it('is undefined for a credit amount the plan does not sell', () => {
    expect(getSubscriptionPrice('usd', 'pro', 400, 'monthly')).toBeUndefined();
    expect(getSubscriptionPrice('usd', 'pro', 400, 'annual')).toBeUndefined();
  });

  it('prices in other currencies from the derived table', () => {
    expect(getSubscriptionPrice('jpy', 'pro', 20, 'annual')).toEqual({ perMonth: 1190, charged: 14280, period: 'year' });
  });
});
