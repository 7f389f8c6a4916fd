import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSha256Hex, sha256 } from './hmac-sha256-hex';

describe('sha256 and hmacSha256Hex', () => {
  it('match Node crypto for messages around every block boundary', () => {
    for (const length of [0, 1, 55, 56, 63, 64, 65, 119, 120, 1000]) {
      const bytes = randomBytes(length);
      expect(Buffer.from(sha256(bytes)).toString('hex')).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
  });

  it('matches Node crypto for short, block-sized and long keys and UTF-8 text', () => {
    for (const key of ['', 'whsec_abc', 'k'.repeat(64), 'long key '.repeat(20), 'clé ключ 鍵']) {
      for (const message of ['', '1700000000.{"id":"evt_1"}', 'é'.repeat(300)]) {
        expect(hmacSha256Hex(key, message)).toBe(createHmac('sha256', key).update(message, 'utf8').digest('hex'));
      }
    }
  });
});
