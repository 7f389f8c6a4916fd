import { describe, expect, it } from 'vitest';
import { isAllowedLinkAddress } from './checked-lookup';

describe('isAllowedLinkAddress', () => {
  it('allows public addresses', () => {
    for (const address of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946']) expect(isAllowedLinkAddress(address, false)).toBe(true);
  });

  it('refuses loopback, private, link-local (cloud metadata) and mapped forms of them', () => {
    for (const address of ['127.0.0.1', '::1', '10.1.2.3', '192.168.1.1', '172.16.0.1', '169.254.169.254', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '0.0.0.0']) {
      expect(isAllowedLinkAddress(address, false)).toBe(false);
    }
  });

  it('allows loopback only in development mode, never private or link-local networks', () => {
    for (const address of ['127.0.0.1', '::1', '127.9.9.9']) expect(isAllowedLinkAddress(address, true)).toBe(true);
    for (const address of ['10.1.2.3', '192.168.1.1', '169.254.169.254', 'fe80::1']) expect(isAllowedLinkAddress(address, true)).toBe(false);
  });
});
