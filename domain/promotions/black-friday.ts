import { convertToUsd, roundToMinorUnit, type Currency } from '../pricing/currencies';
import { getNewYorkYear, newYorkTimeToUtcMs } from './new-york-time';

/**
 * Black Friday: 20% off purchases over 100 USD with a promo code, until 29 November 23:59 New York time.
 * The start date and the code itself are not in the spec: the promotion opens on 1 November 00:00 New York time
 * (so the banner does not show all year) and the code is ours.
 */
export const BLACK_FRIDAY = {
  discountRate: 0.2,
  /** Purchases strictly over this amount (USD, or its fixed-rate equivalent) qualify. */
  minimumPurchaseUsd: 100,
  promoCode: 'BLACKFRIDAY',
  timeZone: 'America/New_York',
  starts: { month: 11, day: 1, hour: 0, minute: 0 },
  ends: { month: 11, day: 29, hour: 23, minute: 59 },
  url: '/pricing',
} as const;

/** The promotion's window in a year: from the start instant (inclusive) to the end of 23:59 on 29 Nov (exclusive). */
export function getBlackFridayWindow(year: number): { startsAtMs: number; endsAtMs: number } {
  const { starts, ends } = BLACK_FRIDAY;
  return {
    startsAtMs: newYorkTimeToUtcMs(year, starts.month, starts.day, starts.hour, starts.minute),
    // "Until 23:59" includes the whole minute: the window closes at 23:59:59.999 + 1 ms.
    endsAtMs: newYorkTimeToUtcMs(year, ends.month, ends.day, ends.hour, ends.minute) + 60_000,
  };
}

/** Whether the Black Friday promotion is running at `nowMs` (time is passed in, never read). */
export function isBlackFridayActive(nowMs: number): boolean {
  const { startsAtMs, endsAtMs } = getBlackFridayWindow(getNewYorkYear(nowMs));
  return nowMs >= startsAtMs && nowMs < endsAtMs;
}

export type BlackFridayResult =
  | { applied: true; discount: number; total: number }
  | { applied: false; reason: 'inactive' | 'wrong_code' | 'below_minimum'; discount: 0; total: number };

/** Applies the Black Friday discount to a purchase amount in a currency. */
export function applyBlackFridayDiscount(input: {
  amount: number;
  currency: Currency;
  promoCode: string;
  nowMs: number;
}): BlackFridayResult {
  const { amount, currency } = input;
  if (!isBlackFridayActive(input.nowMs)) return { applied: false, reason: 'inactive', discount: 0, total: amount };
  if (input.promoCode.trim().toUpperCase() !== BLACK_FRIDAY.promoCode) {
    return { applied: false, reason: 'wrong_code', discount: 0, total: amount };
  }
  if (!(convertToUsd(amount, currency) > BLACK_FRIDAY.minimumPurchaseUsd)) {
    return { applied: false, reason: 'below_minimum', discount: 0, total: amount };
  }
  const discount = roundToMinorUnit(amount * BLACK_FRIDAY.discountRate, currency);
  return { applied: true, discount, total: roundToMinorUnit(amount - discount, currency) };
}
