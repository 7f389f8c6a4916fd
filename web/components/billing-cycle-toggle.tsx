import { Trans, useLingui } from '@lingui/react/macro';
import { ANNUAL_DISCOUNT, type BillingCycle } from '../../domain/pricing/usd-price-table';

/** Monthly or annual billing, with the annual saving. */
export function BillingCycleToggle({ value, onChange }: { value: BillingCycle; onChange: (cycle: BillingCycle) => void }) {
  const { t, i18n } = useLingui();
  const saving = i18n.number(ANNUAL_DISCOUNT, { style: 'percent' });
  return (
    <div className="segmented" role="radiogroup" aria-label={t`Billing cycle`}>
      <button type="button" role="radio" aria-checked={value === 'monthly'} className={value === 'monthly' ? 'on' : ''} onClick={() => onChange('monthly')}>
        <Trans>Monthly</Trans>
      </button>
      <button type="button" role="radio" aria-checked={value === 'annual'} className={value === 'annual' ? 'on' : ''} onClick={() => onChange('annual')}>
        <Trans>Annual</Trans> <span className="tag new"><Trans>Save {saving}</Trans></span>
      </button>
    </div>
  );
}
