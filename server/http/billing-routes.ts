import type { IncomingMessage, ServerResponse } from 'node:http';
import { findViewer } from '../auth/get-viewer';
import { applyPaymentEvent } from '../billing/purchases';
import { createTestPaymentProvider, newTestEventId } from '../billing/test-provider';
import type { AppDeps } from '../trpc';
import { checkCsrf } from '../auth/check-csrf';
import { buildContentSecurityPolicy } from './build-content-security-policy';
import { getInlineSourceHashes } from './get-inline-source-hashes';
import { BodyTooLargeError, readRawBody, sendBodyTooLarge, sendError, sendJson } from './send-json';

/** A payment provider's signed event. */
export const WEBHOOK_MAX_BODY_BYTES = 512 * 1024;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Payments over HTTP: the providers' webhooks (/api/billing/webhook/:provider, authenticated by their signatures, not
 * by cookies), and the local test provider's checkout page (development only: it says that no money moves).
 */
export function createBillingRoutes(deps: AppDeps) {
  return async function handleBilling(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const billing = deps.billing;
    const webhook = /^\/api\/billing\/webhook\/(stripe|test)$/.exec(url.pathname);
    if (webhook) {
      if (req.method !== 'POST') return sendError(res, 405, 'invalid_request'), true;
      if (!billing || billing.payments.id !== webhook[1]) return sendError(res, 404, 'not_found'), true;
      const raw = await readRawBody(req, WEBHOOK_MAX_BODY_BYTES).catch((error: unknown) => error);
      if (raw instanceof BodyTooLargeError) return sendBodyTooLarge(res, raw.maxBytes), true;
      const event = raw instanceof Buffer ? billing.payments.verifyWebhook(raw, req.headers) : null;
      if (!event) return sendError(res, 400, 'invalid_request'), true;
      const result = await applyPaymentEvent(billing, event);
      return sendJson(res, 200, { received: true, result }), true;
    }

    const checkout = /^\/billing\/test-checkout\/(test_cs_[0-9a-f-]{36})(\/pay)?$/.exec(url.pathname);
    if (!checkout) return false;
    if (!billing || billing.payments.id !== 'test') return sendError(res, 404, 'not_found'), true;
    const viewer = await findViewer(deps.viewer, req);
    const purchase = await deps.prisma.purchase.findUnique({ where: { providerRef: checkout[1] } });
    if (!viewer || !purchase || purchase.userId !== viewer.id) return sendError(res, 404, 'purchase_not_found'), true;

    if (checkout[2]) {
      // Pay: only a form posted from this page (same origin), then the same signed-webhook path as a real provider.
      if (req.method !== 'POST' || !checkCsrf(req, { originOnly: true, publicUrl: deps.publicUrl })) return sendError(res, 403, 'csrf_failed'), true;
      const provider = billing.payments as ReturnType<typeof createTestPaymentProvider>;
      const signed = provider.signEvent({ id: newTestEventId(), type: 'checkout_completed', checkoutRef: checkout[1]!, paymentRef: `test_pay_${purchase.id}` });
      const event = provider.verifyWebhook(signed.body, signed.headers);
      if (event) await applyPaymentEvent(billing, event);
      res.writeHead(303, { Location: `/settings?purchase=${purchase.id}` });
      return res.end(), true;
    }

    const amount = new Intl.NumberFormat('en', { style: 'currency', currency: purchase.currency.toUpperCase() }).format(purchase.amountMinor / 10 ** (['jpy', 'krw'].includes(purchase.currency) ? 0 : 2));
    const what = purchase.kind === 'bundle' ? `${purchase.credits} credits (${purchase.plan})` : `${purchase.plan} subscription, ${purchase.credits} credits a month, billed ${purchase.billingCycle}`;
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Test payment – Kinora</title>
<style>body{font:16px system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#111}.warn{background:#fff3cd;border:1px solid #e0b100;padding:1rem;border-radius:8px}button,a{font:inherit;padding:.6rem 1.2rem;border-radius:8px;margin-inline-end:.5rem}button{background:#4f46e5;color:#fff;border:0;cursor:pointer}</style></head>
<body><main><h1>Test payment</h1><p class="warn"><strong>Development test provider: no money moves.</strong> This server has no payment provider configured (set STRIPE_SECRET_KEY for Stripe).</p>
<p>${escapeHtml(what)}</p><p><strong>${escapeHtml(amount)}</strong>${purchase.promoCode ? ` (promo code ${escapeHtml(purchase.promoCode)})` : ''}</p>
<form method="post" action="${url.pathname}/pay"><button type="submit">Pay (test)</button><a href="/pricing?canceled=1">Cancel</a></form></main></body></html>`;
    // Its own policy: the app's pages' hashes do not cover this page's stylesheet.
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Security-Policy': buildContentSecurityPolicy(getInlineSourceHashes(page)) });
    res.end(page);
    return true;
  };
}
