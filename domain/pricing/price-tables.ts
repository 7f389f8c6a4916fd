import { CURRENCIES, convertUsdPrice, roundToMinorUnit, type Currency } from './currencies';
import {
  USD_PRICE_TABLE, type BundlePlanId, type BundlePrice, type CurrencyPriceTable, type SubscriptionPlanId,
} from './usd-price-table';

function convertList(list: readonly BundlePrice[], currency: Currency): readonly BundlePrice[] {
  return list.map(({ credits, price }) => ({ credits, price: convertUsdPrice(price, currency) }));
}

// Yearly = 12 x the derived monthly-billed price (as in the USD table), so the two annual maps agree in every currency.
function yearlyFrom(monthly: readonly BundlePrice[], currency: Currency): readonly BundlePrice[] {
  return monthly.map(({ credits, price }) => ({ credits, price: roundToMinorUnit(price * 12, currency) }));
}

/** A currency's table derived from USD (USD itself is the spec's table unchanged). */
function deriveTable(currency: Currency): CurrencyPriceTable {
  if (currency === 'usd') return USD_PRICE_TABLE;
  const usd = USD_PRICE_TABLE;
  const monthlyBilled = {
    pro: convertList(usd.annual.monthlyBilled.pro, currency),
    business: convertList(usd.annual.monthlyBilled.business, currency),
  };
  return {
    oneTime: {
      premium: convertList(usd.oneTime.premium, currency),
      pro: convertList(usd.oneTime.pro, currency),
      business: convertList(usd.oneTime.business, currency),
    },
    annual: {
      monthlyBilled,
      yearly: { pro: yearlyFrom(monthlyBilled.pro, currency), business: yearlyFrom(monthlyBilled.business, currency) },
    },
  };
}

/** Price tables keyed by currency, then plan, then credit amount. Non-USD tables are DERIVED (see currencies.ts). */
export const PRICE_TABLES: Readonly<Record<Currency, CurrencyPriceTable>> = Object.fromEntries(
  CURRENCIES.map((currency) => [currency, deriveTable(currency)]),
) as Record<Currency, CurrencyPriceTable>;

/** One-time price of a credit bundle, or undefined when the plan has no such bundle. */
export function getBundlePrice(currency: Currency, plan: BundlePlanId, credits: number): number | undefined {
  return PRICE_TABLES[currency].oneTime[plan].find((bundle) => bundle.credits === credits)?.price;
}

/** Annual prices of a subscription bundle: the monthly-billed price and the yearly total. */
export function getAnnualPrice(
  currency: Currency,
  plan: SubscriptionPlanId,
  credits: number,
): { monthlyBilled: number; yearly: number } | undefined {
  const annual = PRICE_TABLES[currency].annual;
  const monthlyBilled = annual.monthlyBilled[plan].find((bundle) => bundle.credits === credits)?.price;
  const yearly = annual.yearly[plan].find((bundle) => bundle.credits === credits)?.price;
  return monthlyBilled === undefined || yearly === undefined ? undefined : { monthlyBilled, yearly };
}
