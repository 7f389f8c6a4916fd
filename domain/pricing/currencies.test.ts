import { describe, expect, it } from 'vitest';
import { CURRENCIES, CURRENCY_ROUNDING, convertToUsd, convertUsdPrice, roundToMinorUnit, type Currency } from './currencies';

describe('currencies (platform §9)', () => {
  it('has the 15 currencies', () => {
    expect(CURRENCIES).toEqual([
      'usd', 'eur', 'gbp', 'aud', 'cad', 'nzd', 'chf', 'sek', 'nok', 'dkk', 'hkd', 'jpy', 'sgd', 'krw', 'aed',
    ]);
  });
});

describe('convertUsdPrice (derived, with local rounding)', () => {
  it.each<[number, Currency, number]>([
    [7.9, 'usd', 7.9],
    [7.9, 'eur', 6.9],
    [125.9, 'eur', 115.9],
    [7.9, 'gbp', 5.9],
    [7.9, 'aud', 11.9],
    [7.9, 'chf', 6.9],
    [7.9, 'aed', 28.9],
    [7.9, 'sek', 79],
    [349.9, 'nok', 3739],
    [7.9, 'dkk', 59],
    [7.9, 'jpy', 1190],
    [349.9, 'jpy', 52490],
    [7.9, 'krw', 10700],
    [0.5, 'eur', 0.9],
  ])('%s USD is %s %s', (usd, currency, expected) => {
    expect(convertUsdPrice(usd, currency)).toBe(expected);
  });

  it.each(CURRENCIES.filter((currency) => currency !== 'usd').map((currency) => [currency] as const))(
    '%s prices look like local prices',
    (currency) => {
      for (const usd of [7.9, 25.9, 50.9, 75.9, 125.9, 349.9, 3478.8]) {
        const price = convertUsdPrice(usd, currency);
        const rounding = CURRENCY_ROUNDING[currency];
        if (rounding === 'ends_in_point_9') expect(Math.round(price * 10) % 10).toBe(9);
        if (rounding === 'whole_ending_in_9') expect(price % 10).toBe(9);
        if (rounding === 'tens') expect(price % 10).toBe(0);
        if (rounding === 'hundreds') expect(price % 100).toBe(0);
      }
    },
  );

  it('whole yen and won', () => {
    expect(convertUsdPrice(25.9, 'jpy') % 10).toBe(0);
    expect(convertUsdPrice(25.9, 'krw') % 100).toBe(0);
  });
});

describe('roundToMinorUnit and convertToUsd', () => {
  it('removes float noise', () => {
    expect(roundToMinorUnit(12 * 6.9, 'eur')).toBe(82.8);
    expect(roundToMinorUnit(1190.4, 'jpy')).toBe(1190);
  });

  it('converts back at the fixed rate', () => {
    expect(convertToUsd(150, 'jpy')).toBe(1);
    expect(convertToUsd(100, 'usd')).toBe(100);
  });
});
