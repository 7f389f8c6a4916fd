import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildWebhookSignatureHeader, verifyWebhookSignature } from './webhook-signature';

const secret = 'whsec_test_secret';
const body = '{"id":"evt_1","type":"job.completed"}';
const now = 1_800_000_000;

describe('verifyWebhookSignature', () => {
  it('accepts a header signed as documented (HMAC-SHA256 of "t.body", hex)', () => {
    const v1 = createHmac('sha256', secret).update(`${now}.${body}`).digest('hex');
    expect(buildWebhookSignatureHeader(secret, body, now)).toBe(`t=${now},v1=${v1}`);
    expect(verifyWebhookSignature(secret, `t=${now},v1=${v1}`, body, 300, now + 10)).toBe(true);
  });

  it('refuses another secret, a changed body, a changed timestamp, and a missing or malformed header', () => {
    const header = buildWebhookSignatureHeader(secret, body, now);
    expect(verifyWebhookSignature('whsec_other', header, body, 300, now)).toBe(false);
    expect(verifyWebhookSignature(secret, header, body.replace('completed', 'failed'), 300, now)).toBe(false);
    expect(verifyWebhookSignature(secret, header.replace(`t=${now}`, `t=${now + 1}`), body, 300, now)).toBe(false);
    expect(verifyWebhookSignature(secret, null, body, 300, now)).toBe(false);
    expect(verifyWebhookSignature(secret, `t=${now}`, body, 300, now)).toBe(false);
    expect(verifyWebhookSignature(secret, `v1=${header.split('v1=')[1]}`, body, 300, now)).toBe(false);
    expect(verifyWebhookSignature('', header, body, 300, now)).toBe(false);
  });

  it('refuses a stale or far-future signature (a replayed capture) and accepts one at the tolerance edge', () => {
    const header = buildWebhookSignatureHeader(secret, body, now);
    expect(verifyWebhookSignature(secret, header, body, 300, now + 301)).toBe(false);
    expect(verifyWebhookSignature(secret, header, body, 300, now - 301)).toBe(false);
    expect(verifyWebhookSignature(secret, header, body, 300, now + 300)).toBe(true);
  });

  it('accepts any of several v1 signatures', () => {
    const good = buildWebhookSignatureHeader(secret, body, now).split(',v1=')[1];
    expect(verifyWebhookSignature(secret, `t=${now},v1=${'0'.repeat(64)},v1=${good}`, body, 300, now)).toBe(true);
  });
});
