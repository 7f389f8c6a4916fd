import { proxy } from 'valtio';
import type { Currency } from '../../domain/pricing/currencies';
import type { BillingCycle } from '../../domain/pricing/usd-price-table';
import { pickCurrency } from '../pricing/pick-currency';

/** The pricing view's choices: billing cycle (monthly by default) and currency (from the browser's languages). */
export const pricingState = proxy({
  cycle: 'monthly' as BillingCycle,
  // No navigator when the page is prerendered at build time: USD there, the browser's currency once it runs.
  currency: (typeof navigator === 'undefined' ? 'usd' : pickCurrency(navigator.languages ?? [navigator.language])) as Currency,
});
