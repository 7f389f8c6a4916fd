import Stripe from 'stripe';
import type { CheckoutInput, PaymentEvent, PaymentProvider } from './payment-provider';

/** Stripe Checkout and signed webhooks. `apiUrl` points the client elsewhere (stripe-mock in tests). */
export function createStripeProvider(options: { secretKey: string; webhookSecret: string; apiUrl?: string }): PaymentProvider {
  const api = options.apiUrl ? new URL(options.apiUrl) : null;
  const stripe = new Stripe(options.secretKey, {
    ...(api ? { host: api.hostname, port: Number(api.port), protocol: api.protocol.replace(':', '') as 'http' | 'https' } : {}),
    maxNetworkRetries: 2,
  });

  return {
    id: 'stripe',

    async createCheckout({ purchaseId, item, email, successUrl, cancelUrl }: CheckoutInput) {
      const recurring = item.kind === 'subscription' ? { interval: item.interval === 'year' ? ('year' as const) : ('month' as const) } : undefined;
      const session = await stripe.checkout.sessions.create({
        mode: recurring ? 'subscription' : 'payment',
        client_reference_id: purchaseId,
        metadata: { purchaseId },
        ...(email ? { customer_email: email } : {}),
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: item.currency,
              unit_amount: item.amountMinor,
              product_data: { name: `Kinora ${item.plan} – ${item.credits} credits${recurring ? ' per month' : ''}` },
              ...(recurring ? { recurring } : {}),
            },
          },
        ],
        success_url: successUrl,
        cancel_url: cancelUrl,
      });
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      return { checkoutRef: session.id, url: session.url };
    },

    verifyWebhook(rawBody, headers): PaymentEvent | null {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string') return null;
      let event: Stripe.Event;
      try {
        // Checks the HMAC and refuses events older than five minutes (replays).
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret, 300);
      } catch {
        return null;
      }
      switch (event.type) {
        case 'checkout.session.completed': {
          const session = event.data.object;
          const paymentRef = typeof session.subscription === 'string' ? session.subscription : typeof session.payment_intent === 'string' ? session.payment_intent : null;
          return { id: event.id, type: 'checkout_completed', checkoutRef: session.id, paymentRef };
        }
        case 'charge.refunded': {
          const charge = event.data.object;
          return typeof charge.payment_intent === 'string' ? { id: event.id, type: 'payment_refunded', paymentRef: charge.payment_intent } : { id: event.id, type: 'ignored' };
        }
        case 'customer.subscription.deleted':
          return { id: event.id, type: 'subscription_ended', paymentRef: event.data.object.id };
        default:
          return { id: event.id, type: 'ignored' };
      }
    },

    async cancelSubscription(paymentRef) {
      await stripe.subscriptions.update(paymentRef, { cancel_at_period_end: true });
    },
  };
}
