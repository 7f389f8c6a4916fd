/**
 * The 15 currencies (platform spec §9). The spec gives prices in USD only: every other currency's prices are
 * DERIVED from USD with the fixed rate table below and a local rounding rule. They are not the original product's
 * prices; change the rates here and every table follows.
 */
export const CURRENCIES = [
  'usd', 'eur', 'gbp', 'aud', 'cad', 'nzd', 'chf', 'sek', 'nok', 'dkk', 'hkd', 'jpy', 'sgd', 'krw', 'aed',
] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Units of each currency per 1 USD: fixed reference rates (late 2026, rounded), not live rates. */
export const USD_EXCHANGE_RATES: Readonly<Record<Currency, number>> = {
  usd: 1,
  eur: 0.92,
  gbp: 0.79,
  aud: 1.52,
  cad: 1.37,
  nzd: 1.66,
  chf: 0.88,
  sek: 10.5,
  nok: 10.7,
  dkk: 6.9,
  hkd: 7.8,
  jpy: 150,
  sgd: 1.34,
  krw: 1350,
  aed: 3.67,
};

/**
 * Local price rounding, so derived prices look like prices:
 * - 'ends_in_point_9': nearest price ending in .9, like the USD table (EUR 6.9);
 * - 'whole_ending_in_9': nearest whole unit ending in 9 (SEK 79), where decimals are not used in prices;
 * - 'tens': nearest 10 (whole yen);
 * - 'hundreds': nearest 100 (whole won).
 */
export type PriceRounding = 'exact' | 'ends_in_point_9' | 'whole_ending_in_9' | 'tens' | 'hundreds';

export const CURRENCY_ROUNDING: Readonly<Record<Currency, PriceRounding>> = {
  usd: 'exact',
  eur: 'ends_in_point_9',
  gbp: 'ends_in_point_9',
  aud: 'ends_in_point_9',
  cad: 'ends_in_point_9',
  nzd: 'ends_in_point_9',
  chf: 'ends_in_point_9',
  sgd: 'ends_in_point_9',
  aed: 'ends_in_point_9',
  sek: 'whole_ending_in_9',
  nok: 'whole_ending_in_9',
  dkk: 'whole_ending_in_9',
  hkd: 'whole_ending_in_9',
  jpy: 'tens',
  krw: 'hundreds',
};

/** Decimal places shown for each currency (yen and won have no minor unit in use). */
export const CURRENCY_DECIMALS: Readonly<Record<Currency, number>> = {
  usd: 2, eur: 2, gbp: 2, aud: 2, cad: 2, nzd: 2, chf: 2, sek: 2, nok: 2, dkk: 2, hkd: 2, jpy: 0, sgd: 2, krw: 0, aed: 2,
};

/** Rounds an amount to the currency's smallest unit (removes float noise such as 12 x 6.9 = 82.80000000000001). */
export function roundToMinorUnit(amount: number, currency: Currency): number {
  const factor = 10 ** CURRENCY_DECIMALS[currency];
  return Math.round(amount * factor) / factor;
}

/** Converts a USD price into a currency with its local rounding (USD is returned unchanged). */
export function convertUsdPrice(usd: number, currency: Currency): number {
  const raw = usd * USD_EXCHANGE_RATES[currency];
  return roundToMinorUnit(applyRounding(raw, CURRENCY_ROUNDING[currency]), currency);
}

/** Converts an amount in a currency to USD at the fixed rate (for thresholds stated in USD). */
export function convertToUsd(amount: number, currency: Currency): number {
  return amount / USD_EXCHANGE_RATES[currency];
}

function applyRounding(value: number, rounding: PriceRounding): number {
  switch (rounding) {
    case 'exact':
      return value;
    case 'ends_in_point_9':
      return Math.max(0.9, Math.round(value - 0.9) + 0.9);
    case 'whole_ending_in_9':
      return Math.max(9, Math.round((value - 9) / 10) * 10 + 9);
    case 'tens':
      return Math.max(10, Math.round(value / 10) * 10);
    case 'hundreds':
      return Math.max(100, Math.round(value / 100) * 100);
  }
}
