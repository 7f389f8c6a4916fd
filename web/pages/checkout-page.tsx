import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { Trans, Plural, useLingui } from '@lingui/react/macro';
import { RequireAccount } from '../components/gates/require-account';
import { ErrorMessage, type ErrorLike } from '../components/error-message';
import { getDomainError, trpc } from '../trpc';
import { CURRENCIES, type Currency } from '../../domain/pricing/currencies';
import { CREDIT_BUNDLES, type BillingCycle } from '../../domain/pricing/usd-price-table';
import { getBundlePrice } from '../../domain/pricing/price-tables';
import { getSubscriptionPrice } from '../../domain/pricing/get-subscription-price';
import { formatPrice } from '../pricing/format-price';

type PaidPlan = 'premium' | 'pro' | 'business';
const PLAN_BY_TIER: Record<string, PaidPlan> = { 'tier-premium': 'premium', 'tier-pro': 'pro', 'tier-business': 'business' };

/** /checkout?tier=&cycle=&currency=: choose the credit amount, a promo code, then pay at the payment provider. */
export default function CheckoutPage() {
  return (
    <RequireAccount gate="signup">
      <Checkout />
    </RequireAccount>
  );
}

function Checkout() {
  const { t, i18n } = useLingui();
  const params = new URLSearchParams(useSearch());
  const plan = PLAN_BY_TIER[params.get('tier') ?? ''];
  const cycle: BillingCycle = params.get('cycle') === 'annual' ? 'annual' : 'monthly';
  const currency = (CURRENCIES as readonly string[]).includes(params.get('currency') ?? '') ? (params.get('currency') as Currency) : 'usd';
  const [credits, setCredits] = useState<number>(plan ? CREDIT_BUNDLES[plan][1] ?? CREDIT_BUNDLES[plan][0] : 0);
  const [promoCode, setPromoCode] = useState('');
  const [error, setError] = useState<ErrorLike | null>(null);
  const provider = trpc.billing.provider.useQuery();
  const checkout = trpc.billing.checkout.useMutation({
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (e) => setError(getDomainError(e)),
  });
  if (!plan) {
    return (
      <div className="card notice-page" data-testid="checkout">
        <h1 className="page-title"><Trans>The Basic plan is free</Trans></h1>
        <Link href="/dashboard/all" className="btn btn-primary"><Trans>Go to dashboard</Trans></Link>
      </div>
    );
  }
  const priceOf = (amount: number) =>
    plan === 'premium' ? getBundlePrice(currency, 'premium', amount) : getSubscriptionPrice(currency, plan, amount, cycle)?.charged;
  const price = priceOf(credits);
  const total = formatPrice(price ?? 0, currency, i18n.locale);
  return (
    <div className="card panel checkout" data-testid="checkout" style={{ maxWidth: 560, marginInline: 'auto' }}>
      <h1 className="page-title">
        {plan === 'premium' ? <Trans>Buy credits</Trans> : cycle === 'annual' ? <Trans>Subscribe, billed yearly</Trans> : <Trans>Subscribe, billed monthly</Trans>}
      </h1>
      {provider.data?.provider === 'test' && (
        <p className="alert alert-info" role="status"><Trans>This server uses the development test payment provider: no money moves.</Trans></p>
      )}
      <fieldset className="field">
        <legend className="field-label">{plan === 'premium' ? <Trans>Credits</Trans> : <Trans>Credits per month</Trans>}</legend>
        {CREDIT_BUNDLES[plan].map((amount) => (
          <label key={amount} className="radio-row">
            <input type="radio" name="credits" value={amount} checked={credits === amount} onChange={() => setCredits(amount)} />
            <span><Plural value={amount} one="# credit" other="# credits" /></span>
            <span className="num">{formatPrice(priceOf(amount) ?? 0, currency, i18n.locale)}</span>
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label className="field-label" htmlFor="promo-code"><Trans>Promo code</Trans></label>
        <input id="promo-code" className="input" value={promoCode} onChange={(e) => setPromoCode(e.target.value)} placeholder={t`Optional`} autoComplete="off" />
      </div>
      <ErrorMessage error={error} />
      <button
        type="button"
        className="btn btn-primary btn-lg btn-block"
        disabled={checkout.isPending || price === undefined}
        onClick={() => {
          setError(null);
          const code = promoCode.trim() || undefined;
          checkout.mutate(plan === 'premium'
            ? { kind: 'bundle', plan, credits, currency, promoCode: code }
            : { kind: 'subscription', plan, credits, billingCycle: cycle, currency, promoCode: code });
        }}
      >
        <Trans>Continue to payment ({total})</Trans>
      </button>
    </div>
  );
}
