import { CURRENCY_DECIMALS, type Currency } from '../../domain/pricing/currencies';
import { RTL_LOCALES, type Locale } from '../i18n/locales';

/**
 * A price in the interface locale's format with the currency's usual decimals (¥2,390, 15,90 €, $15.90). In a
 * right-to-left language the currency symbol is isolated (FSI … PDI): otherwise "US$" is torn apart by the text's
 * direction and shows as "$US".
 */
export function formatPrice(amount: number, currency: Currency, locale: string): string {
  const digits = CURRENCY_DECIMALS[currency];
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  if (!RTL_LOCALES.has(locale as Locale)) return format.format(amount);
  return format.formatToParts(amount).map((part) => (part.type === 'currency' ? `\u2068${part.value}\u2069` : part.value)).join('');
}

/** The currency's name in the interface locale ("Euro", "يورو"), falling back to its code. */
export function getCurrencyName(currency: Currency, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'currency' }).of(currency.toUpperCase()) ?? currency.toUpperCase();
  } catch {
    return currency.toUpperCase();
  }
}
