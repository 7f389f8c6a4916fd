import { Trans, Plural } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { CREDIT_BUNDLES, type BillingCycle } from '../../domain/pricing/usd-price-table';
import { getBundlePrice } from '../../domain/pricing/price-tables';
import { getSubscriptionPrice } from '../../domain/pricing/get-subscription-price';
import type { Currency } from '../../domain/pricing/currencies';
import { PRICING_MESSAGES } from '../i18n/pricing-messages';
import { formatPrice } from '../pricing/format-price';
import { CreditAmount } from './credit-amount';

/** The credit bundles of each plan: Premium's one-time bundles, Pro's and Business's monthly credit amounts. */
export function CreditBundles({ currency, cycle }: { currency: Currency; cycle: BillingCycle }) {
  const { i18n } = useLingui();
  const format = (amount: number) => formatPrice(amount, currency, i18n.locale);
  return (
    <div className="bundles" data-testid="credit-bundles">
      <section className="card panel">
        <h3>{i18n._(PRICING_MESSAGES.Premium!)}</h3>
        <p className="hint"><Trans>One-time purchase</Trans></p>
        <table className="table">
          <tbody>
            {CREDIT_BUNDLES.premium.map((credits) => (
              <tr key={credits}>
                <td><CreditAmount value={credits} /></td>
                <td className="num">{format(getBundlePrice(currency, 'premium', credits) ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {(['pro', 'business'] as const).map((plan) => (
        <section className="card panel" key={plan} data-plan={plan}>
          <h3>{i18n._(PRICING_MESSAGES[plan === 'pro' ? 'Pro' : 'Business']!)}</h3>
          <p className="hint">{cycle === 'annual' ? <Trans>Per month, billed yearly</Trans> : <Trans>Per month, billed monthly</Trans>}</p>
          <table className="table">
            <tbody>
              {CREDIT_BUNDLES[plan].map((credits) => {
                const price = getSubscriptionPrice(currency, plan, credits, cycle);
                const yearly = price && price.period === 'year' ? format(price.charged) : null;
                return (
                  <tr key={credits}>
                    <td><Plural value={credits} one="# credit / month" other="# credits / month" /></td>
                    <td className="num">
                      {price ? format(price.perMonth) : '–'}
                      {yearly && <div className="hint"><Trans>{yearly} per year</Trans></div>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
