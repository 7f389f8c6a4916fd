import { describe, expect, it } from 'vitest';
import { getDebitMilli, getExpiringAllowanceMilli } from './credit-entries';

describe('getDebitMilli', () => {
  it('takes the wanted amount when the balance covers it', () => expect(getDebitMilli(3000, 5000)).toBe(3000));
  it('never takes more than the balance', () => expect(getDebitMilli(3000, 1200)).toBe(1200));
  it('takes nothing from an empty or negative balance', () => {
    expect(getDebitMilli(3000, 0)).toBe(0);
    expect(getDebitMilli(3000, -5)).toBe(0);
  });
  it('never turns a negative wish into a credit', () => expect(getDebitMilli(-100, 5000)).toBe(0));
});

describe('getExpiringAllowanceMilli', () => {
  it('expires the whole allowance when nothing was spent', () =>
    expect(getExpiringAllowanceMilli({ allowanceMilli: 200_000, spentInPeriodMilli: 0, balanceMilli: 250_000 })).toBe(200_000));
  it('counts spending against the allowance first', () =>
    expect(getExpiringAllowanceMilli({ allowanceMilli: 200_000, spentInPeriodMilli: 150_000, balanceMilli: 100_000 })).toBe(50_000));
  it('expires nothing once the allowance is spent', () =>
    expect(getExpiringAllowanceMilli({ allowanceMilli: 200_000, spentInPeriodMilli: 260_000, balanceMilli: 40_000 })).toBe(0));
  it('never takes more than the balance', () =>
    expect(getExpiringAllowanceMilli({ allowanceMilli: 200_000, spentInPeriodMilli: 0, balanceMilli: 80_000 })).toBe(80_000));
});
