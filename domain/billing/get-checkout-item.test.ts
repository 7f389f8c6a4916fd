import { describe, expect, it } from 'vitest';
import { getCheckoutItem } from './get-checkout-item';

const NOV_20 = Date.parse('2026-11-20T12:00:00Z');
const DEC_05 = Date.parse('2026-12-05T12:00:00Z');

describe('getCheckoutItem', () => {
  it('prices a Premium bundle from the table', () => {
    const result = getCheckoutItem({ kind: 'bundle', plan: 'premium', credits: 80, currency: 'usd' }, DEC_05);
    expect(result).toMatchObject({ ok: true, item: { amount: 25.9, amountMinor: 2590, interval: 'once', billingCycle: null } });
  });
  it('refuses a bundle the table does not have', () =>
    expect(getCheckoutItem({ kind: 'bundle', plan: 'premium', credits: 81, currency: 'usd' }, DEC_05)).toEqual({ ok: false, code: 'checkout_unknown_item' }));
  it('charges a monthly subscription each month and an annual one as the yearly total', () => {
    expect(getCheckoutItem({ kind: 'subscription', plan: 'pro', credits: 80, billingCycle: 'monthly', currency: 'usd' }, DEC_05))
      .toMatchObject({ ok: true, item: { amount: 15.9, interval: 'month' } });
    expect(getCheckoutItem({ kind: 'subscription', plan: 'pro', credits: 80, billingCycle: 'annual', currency: 'usd' }, DEC_05))
      .toMatchObject({ ok: true, item: { amount: 154.8, interval: 'year', billingCycle: 'annual' } });
  });
  it('refuses the code below the minimum, after the promotion, or when it is wrong', () => {
    expect(getCheckoutItem({ kind: 'bundle', plan: 'premium', credits: 80, currency: 'usd', promoCode: 'BLACKFRIDAY' }, NOV_20).ok).toBe(false);
    expect(getCheckoutItem({ kind: 'bundle', plan: 'premium', credits: 960, currency: 'usd', promoCode: 'BLACKFRIDAY' }, DEC_05).ok).toBe(false);
    expect(getCheckoutItem({ kind: 'bundle', plan: 'premium', credits: 960, currency: 'usd', promoCode: 'NOPE' }, NOV_20).ok).toBe(false);
  });
  it('takes 20% off a qualifying purchase', () =>
    expect(getCheckoutItem({ kind: 'bundle', plan: 'premium', credits: 960, currency: 'usd', promoCode: 'blackfriday' }, NOV_20))
      .toMatchObject({ ok: true, item: { listPrice: 125.9, amount: 100.72, amountMinor: 10072, promoCode: 'BLACKFRIDAY' } }));
  it('uses minor units of currencies without decimals', () => {
    const result = getCheckoutItem({ kind: 'bundle', plan: 'premium', credits: 10, currency: 'jpy' }, DEC_05);
    if (!result.ok) throw new Error('a yen bundle must exist');
    expect(result.item.amountMinor).toBe(result.item.amount);
    expect(Number.isInteger(result.item.amount)).toBe(true);
  });
});
