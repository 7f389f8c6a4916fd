import { describe, expect, it } from 'vitest';
import { checkRateLimit, getClientAddress, getRateLimitCounters, HOUR_MS, HOURLY_LIMITS, normalizeAddress, startOfUtcDay, type RateLimitCounter } from './rate-limits';

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

describe('getRateLimitCounters', () => {
  it.each<[string, Parameters<typeof getRateLimitCounters>[0], string | null, RateLimitCounter[]]>([
    // A person (account or guest session) has their own ten sign-in attempts; everyone behind one address shares a wide limit.
    ['a session signing in', 'sign_in', 'user-1', [{ subject: 'user-1', limit: 10 }, { subject: 'ip-all:203.0.113.9', limit: 100 }]],
    ['no session signing in', 'sign_in', null, [{ subject: 'ip:203.0.113.9', limit: 10 }, { subject: 'ip-all:203.0.113.9', limit: 100 }]],
    ['a session uploading', 'upload', 'user-1', [{ subject: 'user-1', limit: 60 }]],
    ['a session downloading', 'download', 'guest-7', [{ subject: 'guest-7', limit: 300 }]],
    ['no session starting a job', 'job_start', null, [{ subject: 'ip:203.0.113.9', limit: 120 }]],
  ])('%s', (_name, action, personId, counters) => {
    expect(getRateLimitCounters(action, { personId, clientAddress: '203.0.113.9' })).toEqual(counters);
  });

  it("takes an operator's limits for a person", () => {
    expect(getRateLimitCounters('upload', { personId: 'u', clientAddress: '::1' }, { ...HOURLY_LIMITS, upload: 2 })).toEqual([{ subject: 'u', limit: 2 }]);
  });
});

describe('getClientAddress', () => {
  const PROXY = '10.0.0.2';
  it.each<[string, string | null, string | null, readonly string[], string]>([
    ['no proxy named: the connection', '198.51.100.7', null, [], '198.51.100.7'],
    ['no proxy named: a spoofed header is ignored', '198.51.100.7', '203.0.113.50', [], '198.51.100.7'],
    ['a client that is not the named proxy: its header is ignored', '198.51.100.7', '203.0.113.50', [PROXY], '198.51.100.7'],
    ['the named proxy: the address it appended', PROXY, '203.0.113.50', [PROXY], '203.0.113.50'],
    ['the named proxy: what the client wrote before it is ignored', PROXY, '1.1.1.1, 203.0.113.50', [PROXY], '203.0.113.50'],
    ['two named proxies in a row', PROXY, '1.1.1.1, 203.0.113.50, 10.0.0.3', [PROXY, '10.0.0.3'], '203.0.113.50'],
    ['only proxies in the header: the first of them', PROXY, '10.0.0.3', [PROXY, '10.0.0.3'], '10.0.0.3'],
    ['the named proxy without a header: the proxy', PROXY, null, [PROXY], PROXY],
    ['garbage appended: the proxy itself', PROXY, 'not-an-address', [PROXY], PROXY],
    ['IPv4-mapped IPv6 spellings are one address', '::ffff:10.0.0.2', '::ffff:203.0.113.50', [PROXY], '203.0.113.50'],
    ['ports and brackets are dropped', PROXY, '[2001:db8::1]:4711', [PROXY], '2001:db8::1'],
    ['an IPv6 proxy', '::1', '203.0.113.50:8080', ['::1'], '203.0.113.50'],
    ['no socket address', null, '203.0.113.50', [PROXY], 'unknown'],
  ])('%s', (_name, remoteAddress, forwardedFor, trustedProxies, address) => {
    expect(getClientAddress({ remoteAddress, forwardedFor, trustedProxies })).toBe(address);
  });

  it.each<[string, string | null]>([
    ['203.0.113.9', '203.0.113.9'],
    ['::FFFF:127.0.0.1', '127.0.0.1'],
    ['[::1]:443', '::1'],
    ['fe80::1', 'fe80::1'],
    ['256.1.1.1', null],
    ['example.com', null],
    ['', null],
  ])('normalizes %j to %j', (text, address) => expect(normalizeAddress(text)).toBe(address));
});
