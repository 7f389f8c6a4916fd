import { describe, expect, it } from 'vitest';
import { addMonthsUtc, getCancellation, getMonthStart, getPaidPeriodEnd } from './subscription-period';

const at = (iso: string) => Date.parse(iso);

describe('addMonthsUtc', () => {
  it('keeps the day and time of day', () => expect(addMonthsUtc(at('2026-03-15T10:20:30Z'), 1)).toBe(at('2026-04-15T10:20:30Z')));
  it('clamps to the last day of a shorter month', () => {
    expect(addMonthsUtc(at('2026-01-31T00:00:00Z'), 1)).toBe(at('2026-02-28T00:00:00Z'));
    expect(addMonthsUtc(at('2028-01-31T00:00:00Z'), 1)).toBe(at('2028-02-29T00:00:00Z'));
  });
  it('crosses years', () => expect(addMonthsUtc(at('2026-11-22T00:00:00Z'), 3)).toBe(at('2027-02-22T00:00:00Z')));
});

describe('getPaidPeriodEnd', () => {
  const start = at('2026-01-10T00:00:00Z');
  it('ends a month after the start during the first month', () =>
    expect(getPaidPeriodEnd(start, 'monthly', at('2026-01-20T00:00:00Z'))).toBe(at('2026-02-10T00:00:00Z')));
  it('moves to the next period exactly at the boundary', () =>
    expect(getPaidPeriodEnd(start, 'monthly', at('2026-02-10T00:00:00Z'))).toBe(at('2026-03-10T00:00:00Z')));
  it('runs a year for annual billing', () =>
    expect(getPaidPeriodEnd(start, 'annual', at('2026-07-01T00:00:00Z'))).toBe(at('2027-01-10T00:00:00Z')));
});

describe('getCancellation', () => {
  it('stays valid until the end of the paid period', () =>
    expect(getCancellation({ startMs: at('2026-01-10T00:00:00Z'), cycle: 'monthly', nowMs: at('2026-03-01T00:00:00Z'), canceledOnMs: null }))
      .toEqual({ canceledOnMs: at('2026-03-01T00:00:00Z'), validUntilMs: at('2026-03-10T00:00:00Z') }));
  it('keeps the first cancellation date', () =>
    expect(getCancellation({ startMs: at('2026-01-10T00:00:00Z'), cycle: 'monthly', nowMs: at('2026-03-09T00:00:00Z'), canceledOnMs: at('2026-02-20T00:00:00Z') }).validUntilMs)
      .toBe(at('2026-03-10T00:00:00Z')));
});

describe('fixed-length months', () => {
  it('counts months of the given length', () => {
    expect(getMonthStart(1000, 3, 500)).toBe(2500);
    expect(getPaidPeriodEnd(1000, 'monthly', 1600, 500)).toBe(2000);
    expect(getPaidPeriodEnd(1000, 'annual', 1600, 500)).toBe(7000);
  });
});
