import { Trans, Plural } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import type { TierDisplayPrice } from '../../domain/pricing/get-tier-display-price';
import type { Currency } from '../../domain/pricing/currencies';
import { formatPrice } from '../pricing/format-price';

/** The price block of a tier card: free, pay as you go, per month (and the yearly total), or Custom. */
export function TierPrice({ price, currency }: { price: TierDisplayPrice; currency: Currency }) {
  const { i18n } = useLingui();
  const format = (amount: number) => formatPrice(amount, currency, i18n.locale);
  switch (price.kind) {
    case 'free':
      return (
        <div className="tier-price">
          <span className="amount">{format(0)}</span>
          <span className="period"><Trans>free forever</Trans></span>
        </div>
      );
    case 'pay_as_you_go': {
      const credits = price.credits;
      return (
        <div className="tier-price">
          <span className="period"><Trans>from</Trans></span>
          <span className="amount" data-testid="tier-amount">{format(price.from)}</span>
          <div className="hint">
            <Plural value={credits} one="# credit, pay as you go" other="# credits, pay as you go" />
          </div>
        </div>
      );
    }
    case 'subscription': {
      const total = price.billedYearly === null ? '' : format(price.billedYearly);
      const credits = price.credits;
      return (
        <div className="tier-price">
          <span className="amount" data-testid="tier-amount">{format(price.perMonth)}</span>
          <span className="period"><Trans>/ month</Trans></span>
          <div className="hint">
            <Plural value={credits} one="# credit each month" other="# credits each month" />
            {price.billedYearly !== null && <> · <Trans>billed {total} per year</Trans></>}
          </div>
        </div>
      );
    }
    case 'custom':
      return (
        <div className="tier-price">
          <span className="amount"><Trans>Custom</Trans></span>
          <span className="period"><Trans>priced for your volume</Trans></span>
        </div>
      );
  }
}
