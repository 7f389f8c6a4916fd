import { CURRENCIES, type Currency } from '../../domain/pricing/currencies';

/** Regions whose own currency is one of ours (the euro area for EUR). Elsewhere prices are shown in USD. */
const REGION_CURRENCY: Readonly<Record<string, Currency>> = {
  US: 'usd', GB: 'gbp', AU: 'aud', CA: 'cad', NZ: 'nzd', CH: 'chf', LI: 'chf', SE: 'sek', NO: 'nok', SJ: 'nok',
  DK: 'dkk', GL: 'dkk', FO: 'dkk', HK: 'hkd', JP: 'jpy', SG: 'sgd', KR: 'krw', AE: 'aed',
  AT: 'eur', BE: 'eur', HR: 'eur', CY: 'eur', EE: 'eur', FI: 'eur', FR: 'eur', DE: 'eur', GR: 'eur', IE: 'eur',
  IT: 'eur', LV: 'eur', LT: 'eur', LU: 'eur', MT: 'eur', NL: 'eur', PT: 'eur', SK: 'eur', SI: 'eur', ES: 'eur',
};

/** The region of a language tag, completing it the way browsers do when there is none ("de" -> "DE", "ja" -> "JP"). */
function getRegion(tag: string): string | undefined {
  try {
    return new Intl.Locale(tag).maximize().region;
  } catch {
    return undefined;
  }
}

/** The currency for a browser's languages: the first one whose region has a currency of ours, else USD. */
export function pickCurrency(languages: readonly string[]): Currency {
  for (const tag of languages) {
    const currency = REGION_CURRENCY[getRegion(tag) ?? ''];
    if (currency) return currency;
  }
  return 'usd';
}

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}
