import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { isCurrency } from '../pricing/pick-currency';
import { BILLING_CYCLES, type BillingCycle } from '../../domain/pricing/usd-price-table';
import { useLingui } from '@lingui/react';
import { useDocumentHead } from '../components/use-document-head';
import { getPricingHead } from '../prerender/get-pricing-head';
import { PRICING_TIERS } from '../../domain/pricing/pricing-tiers';
import { pricingState } from '../state/pricing-state';
import { BillingCycleToggle } from '../components/billing-cycle-toggle';
import { CurrencySelect } from '../components/currency-select';
import { PricingTierCard } from '../components/pricing-tier-card';
import { CreditBundles } from '../components/credit-bundles';
import { CreditAllowancesTable } from '../components/credit-allowances-table';
import { BlackFridayBanner } from '../components/black-friday-banner';

/** /pricing: the tier cards, monthly or annual billing, the currency, and each plan's credit bundles. */
export default function PricingPage() {
  const { cycle, currency } = useSnapshot(pricingState);
  const { i18n } = useLingui();
  useDocumentHead(getPricingHead(i18n));
  // Links may preset the view: /pricing?cycle=annual&currency=eur.
  const search = useSearch();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const presetCycle = params.get('cycle');
    const presetCurrency = params.get('currency')?.toLowerCase();
    if ((BILLING_CYCLES as readonly string[]).includes(presetCycle ?? '')) pricingState.cycle = presetCycle as BillingCycle;
    if (isCurrency(presetCurrency)) pricingState.currency = presetCurrency;
  }, [search]);
  return (
    <div className="stack pricing">
      <BlackFridayBanner />
      <div className="page-head">
        <div>
          <h1 className="page-title"><Trans>Pricing</Trans></h1>
          <p className="page-sub"><Trans>Every tool is free to try with a watermarked preview. Pay only for the exports you keep. Cancel anytime.</Trans></p>
        </div>
        <div className="pricing-controls">
          <BillingCycleToggle value={cycle} onChange={(next) => (pricingState.cycle = next)} />
          <CurrencySelect value={currency} onChange={(next) => (pricingState.currency = next)} />
        </div>
      </div>
      <div className="tiers">
        {PRICING_TIERS.map((tier) => (
          <PricingTierCard key={tier.id} tier={tier} currency={currency} cycle={cycle} />
        ))}
      </div>
      <h2 className="section-title"><Trans>What your credits buy</Trans></h2>
      <p className="page-sub"><Trans>Minutes of exported video per tool (chat tools: messages) for the credits each plan starts with. Free previews cost nothing.</Trans></p>
      <CreditAllowancesTable />
      <h2 className="section-title"><Trans>Credit bundles</Trans></h2>
      <CreditBundles currency={currency} cycle={cycle} />
    </div>
  );
}
