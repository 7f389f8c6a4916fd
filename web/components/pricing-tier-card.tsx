import { useState } from 'react';
import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import type { PricingTier } from '../../domain/pricing/pricing-tiers';
import type { Currency } from '../../domain/pricing/currencies';
import type { BillingCycle } from '../../domain/pricing/usd-price-table';
import { getTierDisplayPrice } from '../../domain/pricing/get-tier-display-price';
import { PRICING_MESSAGES } from '../i18n/pricing-messages';
import { FeatureList } from './feature-list';
import { TierPrice } from './tier-price';

/** One pricing tier: name, price, description, features with tooltips and its call to action. */
export function PricingTierCard({ tier, currency, cycle }: { tier: PricingTier; currency: Currency; cycle: BillingCycle }) {
  const { i18n } = useLingui();
  const [asked, setAsked] = useState(false);
  const text = (source: string) => i18n._(PRICING_MESSAGES[source] ?? { id: source });
  return (
    <article className={`card tier ${tier.mostPopular ? 'popular' : ''}`} data-tier={tier.id} aria-labelledby={`${tier.id}-name`}>
      {tier.mostPopular && <span className="tier-badge"><Trans>Most popular</Trans></span>}
      <h2 className="tier-name" id={`${tier.id}-name`}>{text(tier.name)}</h2>
      <TierPrice price={getTierDisplayPrice(tier, currency, cycle)} currency={currency} />
      <p className="tier-desc">{text(tier.description)}</p>
      {tier.custom ? (
        <button type="button" className="btn btn-block btn-secondary" onClick={() => setAsked(true)}>{text(tier.buttonName)}</button>
      ) : (
        <Link href={`/checkout?tier=${tier.id}&cycle=${cycle}&currency=${currency}`} className={`btn btn-block ${tier.mostPopular ? 'btn-primary' : 'btn-secondary'}`}>
          {text(tier.buttonName)}
        </Link>
      )}
      {asked && <p className="alert alert-info" role="status"><Trans>Contacting sales from here is not available yet.</Trans></p>}
      <FeatureList features={tier.features} />
    </article>
  );
}
