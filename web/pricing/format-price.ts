import { CURRENCY_DECIMALS, type Currency } from '../../domain/pricing/currencies';

/** A price in the interface locale's format with the currency's usual decimals (¥2,390, 15,90 €, $15.90). */
export function formatPrice(amount: number, currency: Currency, locale: string): string {
  const digits = CURRENCY_DECIMALS[currency];
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

/** The currency's name in the interface locale ("Euro", "يورو"), falling back to its code. */
export function getCurrencyName(currency: Currency, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'currency' }).of(currency.toUpperCase()) ?? currency.toUpperCase();
  } catch {
    return currency.toUpperCase();
  }
}
