import { randomBytes } from 'node:crypto';
import type { AppConfig } from './config';
import { createGoogleOidc } from './auth/google-oidc';
import type { PaymentProvider } from './billing/payment-provider';
import { createStripeProvider } from './billing/stripe-provider';
import { createTestPaymentProvider } from './billing/test-provider';
import type { AccountsDeps } from './trpc';

/** Sign-in as configured: Google when its client is set; the development email sign-in with KINORA_DEV=1 only. */
export function createAccounts(config: AppConfig): AccountsDeps {
  const google =
    config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? createGoogleOidc({
          clientId: config.GOOGLE_CLIENT_ID,
          clientSecret: config.GOOGLE_CLIENT_SECRET,
          issuer: config.GOOGLE_ISSUER,
          authorizationUrl: config.GOOGLE_AUTHORIZATION_URL,
          tokenUrl: config.GOOGLE_TOKEN_URL,
          jwksUrl: config.GOOGLE_JWKS_URL,
          redirectUri: `${config.publicUrl}/auth/google/callback`,
        })
      : null;
  return { devSignIn: config.dev, google, followPromoCodes: config.followPromoCodes };
}

/** Stripe when its keys are set; the clearly marked test provider with KINORA_DEV=1 only; no payments otherwise. */
export function createPaymentProvider(config: AppConfig): PaymentProvider | null {
  if (config.STRIPE_SECRET_KEY) {
    if (!config.STRIPE_WEBHOOK_SECRET) throw new Error('Invalid configuration:\n  STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY');
    return createStripeProvider({ secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET, apiUrl: config.STRIPE_API_URL });
  }
  return config.dev ? createTestPaymentProvider({ secret: randomBytes(32).toString('hex') }) : null;
}
