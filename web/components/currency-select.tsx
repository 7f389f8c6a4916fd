import { useLingui } from '@lingui/react/macro';
import { CURRENCIES, type Currency } from '../../domain/pricing/currencies';
import { getCurrencyName } from '../pricing/format-price';

/** One of the 15 currencies, named in the interface language. */
export function CurrencySelect({ value, onChange }: { value: Currency; onChange: (currency: Currency) => void }) {
  const { t, i18n } = useLingui();
  return (
    <select className="select" aria-label={t`Currency`} value={value} onChange={(event) => onChange(event.target.value as Currency)}>
      {CURRENCIES.map((currency) => (
        <option key={currency} value={currency}>
          {currency.toUpperCase()} · {getCurrencyName(currency, i18n.locale)}
        </option>
      ))}
    </select>
  );
}
