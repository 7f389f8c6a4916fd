import { describe, expect, it } from 'vitest';
import { getAffiliateCommission, getFeedbackReward, getSocialShareReward } from './rewards';

describe('feedback reward (30 credits for a testimonial or a feature suggestion, once)', () => {
  it('gives 30 credits the first time and none after', () => {
    expect(getFeedbackReward(false)).toBe(30);
    expect(getFeedbackReward(true)).toBe(0);
  });
});

describe('social sharing (up to 40 credits)', () => {
  it.each<[number, number]>([
    [0, 10],
    [20, 10],
    [30, 10],
    [35, 5],
    [40, 0],
    [60, 0],
  ])('after %s credits already awarded, one more share gives %s', (already, credits) => {
    expect(getSocialShareReward(already)).toBe(credits);
  });

  it('never exceeds 40 in total', () => {
    let total = 0;
    for (let share = 0; share < 10; share += 1) total += getSocialShareReward(total);
    expect(total).toBe(40);
  });
});

describe('affiliate commission (25% for the first year)', () => {
  const referredAtMs = Date.parse('2026-03-15T10:00:00.000Z');
  it.each<[string, number]>([
    ['2026-03-15T10:00:00.000Z', 25],
    ['2027-03-15T09:59:59.999Z', 25],
    ['2027-03-15T10:00:00.000Z', 0],
    ['2026-03-15T09:59:59.999Z', 0],
  ])('a 100 purchase at %s earns %s', (iso, commission) => {
    expect(getAffiliateCommission({ amount: 100, referredAtMs, purchasedAtMs: Date.parse(iso) })).toBe(commission);
  });

  it('rounds to cents', () => {
    expect(getAffiliateCommission({ amount: 15.9, referredAtMs, purchasedAtMs: referredAtMs })).toBe(3.98);
  });
});
