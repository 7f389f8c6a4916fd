import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { PaymentEvent, PaymentProvider } from './payment-provider';

export const TEST_SIGNATURE_HEADER = 'x-kinora-test-signature';
const TOLERANCE_S = 300;

/**
 * TEST PAYMENT PROVIDER, for development only (KINORA_DEV=1): no money moves. Checkout opens a local page
 * (/billing/test-checkout/:ref) that says so; paying there sends a webhook signed like Stripe's (timestamp + HMAC),
 * which goes through the same verification and handling as real payments.
 */
export function createTestPaymentProvider(options: { secret: string }): PaymentProvider & {
  signEvent(event: PaymentEvent, timestampS?: number): { body: Buffer; headers: Record<string, string> };
} {
  const sign = (timestampS: number, body: Buffer) => createHmac('sha256', options.secret).update(`${timestampS}.`).update(body).digest('hex');
  return {
    id: 'test',

    async createCheckout({ purchaseId }) {
      const checkoutRef = `test_cs_${purchaseId}`;
      return { checkoutRef, url: `/billing/test-checkout/${checkoutRef}` };
    },

    signEvent(event, timestampS = Math.floor(Date.now() / 1000)) {
      const body = Buffer.from(JSON.stringify(event));
      return { body, headers: { [TEST_SIGNATURE_HEADER]: `t=${timestampS},v1=${sign(timestampS, body)}` } };
    },

    verifyWebhook(rawBody, headers) {
      const header = headers[TEST_SIGNATURE_HEADER];
      const match = typeof header === 'string' ? /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) : null;
      if (!match) return null;
      const timestampS = Number(match[1]);
      if (Math.abs(Date.now() / 1000 - timestampS) > TOLERANCE_S) return null;
      const expected = Buffer.from(sign(timestampS, rawBody), 'hex');
      const given = Buffer.from(match[2]!, 'hex');
      if (!timingSafeEqual(expected, given)) return null;
      try {
        return JSON.parse(rawBody.toString('utf8')) as PaymentEvent;
      } catch {
        return null;
      }
    },

    async cancelSubscription() {
      // Renewals of test subscriptions are the subscription workflow's own: nothing to tell anyone.
    },
  };
}

export const newTestEventId = () => `test_evt_${randomUUID()}`;
