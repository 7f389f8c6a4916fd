import type { CheckoutItem } from '../../domain/billing/get-checkout-item';

/** What a payment provider tells us, after its signature was checked. */
export type PaymentEvent =
  | { id: string; type: 'checkout_completed'; checkoutRef: string; paymentRef: string | null }
  | { id: string; type: 'payment_refunded'; paymentRef: string }
  | { id: string; type: 'subscription_ended'; paymentRef: string }
  | { id: string; type: 'ignored' };

export interface CheckoutInput {
  purchaseId: string;
  item: CheckoutItem;
  email: string | null;
  successUrl: string;
  cancelUrl: string;
}

/**
 * A payment provider: where the user pays, and how its webhooks are authenticated. Implementations: Stripe Checkout
 * (stripe-provider.ts) and the local test provider for development (test-provider.ts).
 */
export interface PaymentProvider {
  id: 'stripe' | 'test';
  createCheckout(input: CheckoutInput): Promise<{ checkoutRef: string; url: string }>;
  /** The event in a webhook, or null when its signature is missing, wrong or stale (the caller answers 400). */
  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent | null;
  /** Stops a subscription's renewals at the end of the paid period. */
  cancelSubscription(paymentRef: string): Promise<void>;
}
