import { proxy } from 'valtio';
import type { Currency } from '../../domain/pricing/currencies';
import type { BillingCycle } from '../../domain/pricing/usd-price-table';
import { pickCurrency } from '../pricing/pick-currency';

/** The pricing view's choices: billing cycle (monthly by default) and currency (from the browser's languages). */
export const pricingState = proxy({
  cycle: 'monthly' as BillingCycle,
  currency: pickCurrency(navigator.languages ?? [navigator.language]) as Currency,
});
