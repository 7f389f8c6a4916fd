import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { getCheckoutItem } from '../../domain/billing/get-checkout-item';
import { createStripeProvider } from './stripe-provider';
import { startStripeMock } from '../../test/support/start-stripe-mock';

const WEBHOOK_SECRET = 'whsec_test_kinora';
let mock: Awaited<ReturnType<typeof startStripeMock>>;
beforeAll(async () => {
  mock = await startStripeMock();
});
afterAll(() => mock?.stop());

const provider = () => createStripeProvider({ secretKey: 'sk_test_123', webhookSecret: WEBHOOK_SECRET, apiUrl: mock.url });
const signer = new Stripe('sk_test_123');

function signed(event: object, secret = WEBHOOK_SECRET, timestamp?: number) {
  const payload = JSON.stringify(event);
  return { body: Buffer.from(payload), headers: { 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret, timestamp }) } };
}

describe('Stripe adapter (against stripe-mock)', () => {
  it('opens a Checkout Session for a bundle and for a subscription', async () => {
    const bundle = getCheckoutItem({ kind: 'bundle', plan: 'premium', credits: 80, currency: 'eur' }, Date.parse('2026-12-05T00:00:00Z'));
    const subscription = getCheckoutItem({ kind: 'subscription', plan: 'business', credits: 400, billingCycle: 'annual', currency: 'usd' }, Date.parse('2026-12-05T00:00:00Z'));
    if (!bundle.ok || !subscription.ok) throw new Error('priced items expected');
    for (const item of [bundle.item, subscription.item]) {
      const checkout = await provider().createCheckout({ purchaseId: 'p1', item, email: 'a@example.test', successUrl: 'http://app/ok', cancelUrl: 'http://app/no' });
      expect(checkout.checkoutRef).toMatch(/^cs_/);
      expect(checkout.url).toMatch(/^https:\/\//);
    }
  });

  it('reads signed webhooks and refuses wrong, missing or stale signatures', () => {
    const completed = { id: 'evt_1', object: 'event', type: 'checkout.session.completed', data: { object: { id: 'cs_123', object: 'checkout.session', payment_intent: 'pi_9', subscription: null } } };
    const good = signed(completed);
    expect(provider().verifyWebhook(good.body, good.headers)).toEqual({ id: 'evt_1', type: 'checkout_completed', checkoutRef: 'cs_123', paymentRef: 'pi_9' });
    const wrong = signed(completed, 'whsec_other');
    expect(provider().verifyWebhook(wrong.body, wrong.headers)).toBeNull();
    expect(provider().verifyWebhook(good.body, {})).toBeNull();
    const stale = signed(completed, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600);
    expect(provider().verifyWebhook(stale.body, stale.headers)).toBeNull();
    const tampered = Buffer.from(good.body.toString().replace('pi_9', 'pi_8'));
    expect(provider().verifyWebhook(tampered, good.headers)).toBeNull();
  });

  it('maps refunds and ended subscriptions', () => {
    const refund = signed({ id: 'evt_2', object: 'event', type: 'charge.refunded', data: { object: { id: 'ch_1', object: 'charge', payment_intent: 'pi_9' } } });
    expect(provider().verifyWebhook(refund.body, refund.headers)).toEqual({ id: 'evt_2', type: 'payment_refunded', paymentRef: 'pi_9' });
    const ended = signed({ id: 'evt_3', object: 'event', type: 'customer.subscription.deleted', data: { object: { id: 'sub_1', object: 'subscription' } } });
    expect(provider().verifyWebhook(ended.body, ended.headers)).toEqual({ id: 'evt_3', type: 'subscription_ended', paymentRef: 'sub_1' });
  });
});
