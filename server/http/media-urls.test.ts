import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMediaUrls, getMediaUrlSecret, MEDIA_URL_TTL_S } from './media-urls';

const urls = createMediaUrls('test-secret');
const now = new Date('2026-11-22T10:15:00Z');
const check = (signed: string, at = now) => {
  const url = new URL(signed, 'http://x');
  return urls.verify(url.pathname, url.searchParams, at);
};

describe('signed media URLs', () => {
  it('accepts its own URL until it expires, and not after', () => {
    const signed = urls.sign('/media/files/abc', now);
    expect(check(signed)).toBe(true);
    const exp = Number(new URL(signed, 'http://x').searchParams.get('exp'));
    expect(exp * 1000 - now.getTime()).toBeGreaterThanOrEqual(MEDIA_URL_TTL_S * 1000);
    expect(check(signed, new Date(exp * 1000 - 1))).toBe(true);
    expect(check(signed, new Date(exp * 1000))).toBe(false);
  });

  it('gives the same URL within the hour, so polled job views stay stable', () => {
    expect(urls.sign('/media/jobs/j/final', now)).toBe(urls.sign('/media/jobs/j/final', new Date(now.getTime() + 60_000)));
  });

  it.each([
    ['another file id', (s: string) => s.replace('/abc', '/abd')],
    ['a later expiry', (s: string) => s.replace(/exp=(\d+)/, (_m, e: string) => `exp=${Number(e) + 3600}`)],
    ['a dropped parameter', (s: string) => s.replace('download=1&', '')],
    ['an added parameter', (s: string) => `${s}&download=1`.replace('download=1&', '')],
    ['a changed signature', (s: string) => s.replace(/sig=(.)/, (_m, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`)],
    ['no signature', (s: string) => s.replace(/&sig=.*$/, '')],
  ])('refuses %s', (_label, tamper) => {
    const signed = urls.sign('/media/files/abc?download=1', now);
    expect(check(signed)).toBe(true);
    expect(check(tamper(signed))).toBe(false);
  });

  it('refuses a URL signed with another secret', () => {
    expect(check(createMediaUrls('other').sign('/media/files/abc', now))).toBe(false);
  });
});

describe('media URL secret', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kinora-secret-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('uses the configured secret, or generates one once and keeps it in the data directory', () => {
    expect(getMediaUrlSecret('configured', dir)).toBe('configured');
    const first = getMediaUrlSecret(undefined, dir);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(getMediaUrlSecret(undefined, dir)).toBe(first);
    expect(statSync(join(dir, 'media-url-secret')).mode & 0o777).toBe(0o600);
  });
});
