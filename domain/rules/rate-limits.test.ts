import { describe, expect, it } from 'vitest';
import { checkRateLimit, HOUR_MS, startOfUtcDay } from './rate-limits';

describe('checkRateLimit', () => {
  const nowMs = Date.parse('2026-11-22T12:00:00Z');
  it('lets actions through below the limit', () => expect(checkRateLimit({ count: 9, limit: 10, oldestMs: nowMs - 1000, nowMs })).toEqual({ ok: true }));
  it('refuses at the limit until the oldest action leaves the hour', () =>
    expect(checkRateLimit({ count: 10, limit: 10, oldestMs: nowMs - HOUR_MS + 90_500, nowMs })).toEqual({ ok: false, retryAfterS: 91 }));
  it('never asks to retry in less than a second', () =>
    expect(checkRateLimit({ count: 10, limit: 10, oldestMs: nowMs - HOUR_MS, nowMs })).toEqual({ ok: false, retryAfterS: 1 }));
  it('honours another window', () =>
    expect(checkRateLimit({ count: 3, limit: 3, oldestMs: nowMs, nowMs, windowMs: 60_000 })).toEqual({ ok: false, retryAfterS: 60 }));
});

describe('startOfUtcDay', () => {
  it('resets at midnight UTC', () => expect(startOfUtcDay(Date.parse('2026-11-22T23:00:00Z'))).toBe(Date.parse('2026-11-22T00:00:00Z')));
});
