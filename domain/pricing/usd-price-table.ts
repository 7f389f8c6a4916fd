/** Credit bundles per plan, in the spec's order (platform spec §9). */
export const CREDIT_BUNDLES = {
  premium: [10, 80, 240, 480, 960],
  pro: [20, 80, 160, 240],
  business: [400, 800, 1200, 4000],
} as const;

export type BundlePlanId = keyof typeof CREDIT_BUNDLES;
export type SubscriptionPlanId = 'pro' | 'business';

export interface BundlePrice {
  credits: number;
  price: number;
}

/** One currency's table: one-time bundle prices per plan, and the annual monthly-billed and yearly maps. */
export interface CurrencyPriceTable {
  oneTime: Readonly<Record<BundlePlanId, readonly BundlePrice[]>>;
  annual: {
    monthlyBilled: Readonly<Record<SubscriptionPlanId, readonly BundlePrice[]>>;
    yearly: Readonly<Record<SubscriptionPlanId, readonly BundlePrice[]>>;
  };
}

function zip(credits: readonly number[], prices: readonly number[]): readonly BundlePrice[] {
  return credits.map((amount, index) => ({ credits: amount, price: prices[index] ?? Number.NaN }));
}

/** The spec's USD prices, verbatim. */
export const USD_PRICE_TABLE: CurrencyPriceTable = {
  oneTime: {
    premium: zip(CREDIT_BUNDLES.premium, [7.9, 25.9, 50.9, 75.9, 125.9]),
    pro: zip(CREDIT_BUNDLES.pro, [9.9, 15.9, 23.9, 31.9]),
    business: zip(CREDIT_BUNDLES.business, [42.9, 75.9, 109.9, 349.9]),
  },
  annual: {
    monthlyBilled: {
      pro: zip(CREDIT_BUNDLES.pro, [7.9, 12.9, 19.9, 25.9]),
      business: zip(CREDIT_BUNDLES.business, [34.9, 59.9, 89.9, 289.9]),
    },
    yearly: {
      pro: zip(CREDIT_BUNDLES.pro, [94.8, 154.8, 238.8, 310.8]),
      business: zip(CREDIT_BUNDLES.business, [418.8, 718.8, 1078.8, 3478.8]),
    },
  },
};

/** Annual billing is advertised as 20% cheaper (the table's prices are rounded to .9 endings around that). */
export const ANNUAL_DISCOUNT = 0.2;
export const BILLING_CYCLES = ['monthly', 'annual'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];
