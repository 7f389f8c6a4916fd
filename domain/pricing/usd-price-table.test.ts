import { describe, expect, it } from 'vitest';
import { CREDIT_BUNDLES, USD_PRICE_TABLE } from './usd-price-table';

describe('credit bundles (platform §9)', () => {
  it.each([
    ['premium', [10, 80, 240, 480, 960]],
    ['pro', [20, 80, 160, 240]],
    ['business', [400, 800, 1200, 4000]],
  ] as const)('%s bundles: %j', (plan, credits) => {
    expect(CREDIT_BUNDLES[plan]).toEqual(credits);
  });
});

describe('USD one-time prices (platform §9)', () => {
  it.each<['premium' | 'pro' | 'business', number, number]>([
    ['premium', 10, 7.9],
    ['premium', 80, 25.9],
    ['premium', 240, 50.9],
    ['premium', 480, 75.9],
    ['premium', 960, 125.9],
    ['pro', 20, 9.9],
    ['pro', 80, 15.9],
    ['pro', 160, 23.9],
    ['pro', 240, 31.9],
    ['business', 400, 42.9],
    ['business', 800, 75.9],
    ['business', 1200, 109.9],
    ['business', 4000, 349.9],
  ])('%s %s credits cost %s USD', (plan, credits, price) => {
    expect(USD_PRICE_TABLE.oneTime[plan]).toContainEqual({ credits, price });
  });
});

describe('USD annual prices (platform §9)', () => {
  // plan, credits, monthly-billed, yearly
  it.each<['pro' | 'business', number, number, number]>([
    ['pro', 20, 7.9, 94.8],
    ['pro', 80, 12.9, 154.8],
    ['pro', 160, 19.9, 238.8],
    ['pro', 240, 25.9, 310.8],
    ['business', 400, 34.9, 418.8],
    ['business', 800, 59.9, 718.8],
    ['business', 1200, 89.9, 1078.8],
    ['business', 4000, 289.9, 3478.8],
  ])('%s %s credits: %s monthly-billed, %s yearly', (plan, credits, monthlyBilled, yearly) => {
    expect(USD_PRICE_TABLE.annual.monthlyBilled[plan]).toContainEqual({ credits, price: monthlyBilled });
    expect(USD_PRICE_TABLE.annual.yearly[plan]).toContainEqual({ credits, price: yearly });
    // The yearly map is twelve monthly-billed payments.
    expect(Math.round(monthlyBilled * 12 * 100) / 100).toBe(yearly);
  });

  it.each<['pro' | 'business', number]>([
    ['pro', 0], ['pro', 1], ['pro', 2], ['pro', 3], ['business', 0], ['business', 1], ['business', 2], ['business', 3],
  ])('annual %s bundle #%s is 15-25%% cheaper than monthly ("annual is 20%% cheaper")', (plan, index) => {
    const monthly = USD_PRICE_TABLE.oneTime[plan][index]?.price ?? Number.NaN;
    const annual = USD_PRICE_TABLE.annual.monthlyBilled[plan][index]?.price ?? Number.NaN;
    const discount = 1 - annual / monthly;
    expect(discount).toBeGreaterThan(0.15);
    expect(discount).toBeLessThan(0.25);
  });
});
