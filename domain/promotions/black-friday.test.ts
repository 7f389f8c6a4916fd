import { describe, expect, it } from 'vitest';
import { BLACK_FRIDAY, applyBlackFridayDiscount, getBlackFridayWindow, isBlackFridayActive } from './black-friday';

const at = (iso: string): number => Date.parse(iso);

describe('Black Friday window (until 29 November 23:59 New York time)', () => {
  it.each<[string, boolean]>([
    ['2026-11-01T03:59:59.999Z', false],
    ['2026-11-01T04:00:00.000Z', true],
    ['2026-11-27T17:00:00.000Z', true],
    // 29 Nov 23:00 EST: a fixed EDT offset would already have closed the promotion.
    ['2026-11-30T04:30:00.000Z', true],
    ['2026-11-30T04:59:59.999Z', true],
    ['2026-11-30T05:00:00.000Z', false],
    ['2026-12-15T12:00:00.000Z', false],
    ['2026-06-01T12:00:00.000Z', false],
    ['2027-11-30T04:59:59.999Z', true],
    ['2027-11-30T05:00:00.000Z', false],
  ])('at %s it is active: %s', (iso, active) => {
    expect(isBlackFridayActive(at(iso))).toBe(active);
  });

  it('spans 1 November (EDT) to the end of 29 November (EST)', () => {
    expect(getBlackFridayWindow(2026)).toEqual({
      startsAtMs: at('2026-11-01T04:00:00.000Z'),
      endsAtMs: at('2026-11-30T05:00:00.000Z'),
    });
  });

  it('links to /pricing', () => {
    expect(BLACK_FRIDAY.url).toBe('/pricing');
  });
});

describe('Black Friday discount (20% off purchases over 100 USD with the code)', () => {
  const during = at('2026-11-27T17:00:00.000Z');

  it.each<[number, 'usd' | 'eur' | 'jpy', string, number, boolean, number]>([
    [100.01, 'usd', 'BLACKFRIDAY', during, true, 80.01],
    [125.9, 'usd', 'blackfriday ', during, true, 100.72],
    [100, 'usd', 'BLACKFRIDAY', during, false, 100],
    [99.99, 'usd', 'BLACKFRIDAY', during, false, 99.99],
    [200, 'usd', 'CYBERMONDAY', during, false, 200],
    [200, 'usd', 'BLACKFRIDAY', at('2026-11-30T05:00:00.000Z'), false, 200],
    [92.01, 'eur', 'BLACKFRIDAY', during, true, 73.61],
    [92, 'eur', 'BLACKFRIDAY', during, false, 92],
    [52490, 'jpy', 'BLACKFRIDAY', during, true, 41992],
  ])('%s %s with %j: applied %s, total %s', (amount, currency, promoCode, nowMs, applied, total) => {
    const result = applyBlackFridayDiscount({ amount, currency, promoCode, nowMs });
    expect(result.applied).toBe(applied);
    expect(result.total).toBe(total);
  });

  it('says why it did not apply', () => {
    expect(applyBlackFridayDiscount({ amount: 200, currency: 'usd', promoCode: 'X', nowMs: during })).toMatchObject({ reason: 'wrong_code' });
    expect(applyBlackFridayDiscount({ amount: 50, currency: 'usd', promoCode: 'BLACKFRIDAY', nowMs: during })).toMatchObject({ reason: 'below_minimum' });
    expect(applyBlackFridayDiscount({ amount: 200, currency: 'usd', promoCode: 'BLACKFRIDAY', nowMs: at('2026-05-01T00:00:00Z') })).toMatchObject({ reason: 'inactive' });
  });
});
