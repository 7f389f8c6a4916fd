import type { BillingCycle } from '../pricing/usd-price-table';

/**
 * The same instant n calendar months later (UTC), clamped to the month's last day (31 Jan + 1 month = 28/29 Feb), so
 * a subscription renews on the same day each month.
 */
export function addMonthsUtc(ms: number, months: number): number {
  const date = new Date(ms);
  const targetMonth = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), targetMonth + 1, 0)).getUTCDate();
  return Date.UTC(
    date.getUTCFullYear(), targetMonth, Math.min(date.getUTCDate(), lastDay),
    date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds(),
  );
}

/**
 * Start of a subscription's nth month (n = 0 is the start): calendar months, or months of a fixed length in
 * milliseconds (an operator's demo, the tests).
 */
export function getMonthStart(startMs: number, n: number, monthMs: number | null = null): number {
  return monthMs ? startMs + n * monthMs : addMonthsUtc(startMs, n);
}

/** The end of the billing period that contains `nowMs`, for a subscription started at `startMs`. */
export function getPaidPeriodEnd(startMs: number, cycle: BillingCycle, nowMs: number, monthMs: number | null = null): number {
  const step = cycle === 'annual' ? 12 : 1;
  let periods = 1;
  while (getMonthStart(startMs, periods * step, monthMs) <= nowMs) periods += 1;
  return getMonthStart(startMs, periods * step, monthMs);
}

/**
 * When a cancelled subscription stops: at the end of the period already paid for (cancel any time, valid until then).
 * Cancelling twice keeps the first answer.
 */
export function getCancellation(input: { startMs: number; cycle: BillingCycle; nowMs: number; canceledOnMs: number | null; monthMs?: number | null }) {
  const canceledOnMs = input.canceledOnMs ?? input.nowMs;
  return { canceledOnMs, validUntilMs: getPaidPeriodEnd(input.startMs, input.cycle, canceledOnMs, input.monthMs ?? null) };
}
