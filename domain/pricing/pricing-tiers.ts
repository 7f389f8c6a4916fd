import { convertUsdPrice, type Currency } from './currencies';

export type TierPeriod = 'free' | 'pay_as_you_go' | 'month';

export interface TierFeature {
  name: string;
  tooltip: string;
  /** The feature's text in the plus variant of the tier (e.g. the monthly credit amount). */
  nameForPlus: string | null;
}

/** A pricing-view card (platform spec §2, §3). English source text; the web app translates `name` and the rest. */
export interface PricingTier {
  id: 'tier-basic' | 'tier-premium' | 'tier-pro' | 'tier-business' | 'tier-enterprise';
  /** Shown translated. */
  name: string;
  untranslatedName: string;
  /** The plan type; Enterprise shows a translated label instead (here its English source). */
  type: 'basic' | 'premium' | 'pro' | 'business' | 'Enterprise';
  /** USD; null value for the custom Enterprise tier. */
  price: { period: TierPeriod | null; value: number | null };
  description: string;
  features: readonly TierFeature[];
  mostPopular: boolean;
  buttonName: string;
  /** Custom price: show a "Custom" label instead of a price, and a contact-us button. */
  custom: boolean;
}

function feature(name: string, tooltip: string, nameForPlus: string | null = null): TierFeature {
  return { name, tooltip, nameForPlus };
}

export const PRICING_TIERS: readonly PricingTier[] = [
  {
    id: 'tier-basic',
    name: 'Basic',
    untranslatedName: 'Basic',
    type: 'basic',
    price: { period: 'free', value: 0 },
    description: 'Try every tool for free with a watermarked preview.',
    features: [
      feature('Watermarked output', 'Free previews carry a watermark; Premium Export removes it.'),
      feature('Up to 720p', 'Maximum output resolution on the free plan.'),
      feature('5 videos per project', 'Videos imported at once into one AI video editor project.'),
      feature('3 uploads per day', 'Any processed job counts as an upload.'),
      feature('Limited music', 'A smaller music library in the AI video editor.'),
      feature('5 chat messages per project, 10 per month', 'For MotionChat and the conversational summarizer.'),
    ],
    mostPopular: false,
    buttonName: 'Get started',
    custom: false,
  },
  {
    id: 'tier-premium',
    name: 'Premium',
    untranslatedName: 'Premium',
    type: 'premium',
    price: { period: 'pay_as_you_go', value: 21.6 },
    description: 'Pay as you go: buy credits when you need them.',
    features: [
      feature('No watermark', 'Exports without a watermark on most tools.'),
      feature('Up to 1080p', 'Maximum output resolution; 4K download for the upscaler and face enhancer.'),
      feature('2x-6x faster processing', 'Priority in the processing queues.'),
      feature('Extended limits', 'Longer videos per tool; see each tool’s limits.'),
      feature('20 videos per project', 'Videos imported at once into one AI video editor project.'),
      feature('Removes out-of-focus and blocked shots', 'Automatic in the AI video editor.'),
      feature('XML export', 'Export the edit as an XML project file.'),
      feature('Unlimited chat messages', 'While credits remain; 1 credit per message.'),
      feature('Custom logo', 'While the credit balance is above zero.'),
      feature('Customer support', 'Email support.'),
    ],
    mostPopular: false,
    buttonName: 'Buy credits',
    custom: false,
  },
  {
    id: 'tier-pro',
    name: 'Pro',
    untranslatedName: 'Pro',
    type: 'pro',
    price: { period: 'month', value: 15.9 },
    description: 'Monthly credits at lower rates, with every Premium feature.',
    features: [
      feature('Monthly credits', 'Credits each month; they do not roll over.', '200 credits per month'),
      feature('Lower credit rates', 'Credits cost less than on Premium.'),
      feature('All Premium features', 'Everything in Premium.'),
      feature('Social media import', '1 credit per link.'),
      feature('XML export for desktop editors', 'Open the edit in a professional desktop editor.'),
    ],
    mostPopular: true,
    buttonName: 'Subscribe',
    custom: false,
  },
  {
    id: 'tier-business',
    name: 'Business',
    untranslatedName: 'Business',
    type: 'business',
    price: { period: 'month', value: 42.9 },
    description: 'More monthly credits, 4K export and business limits.',
    features: [
      feature('More monthly credits', 'Credits each month; they do not roll over.', '1000 credits per month'),
      feature('All Pro features', 'Everything in Pro.'),
      feature('4K export', 'For the tools that support 4K.'),
      feature('Business duration limits', 'The longest videos per tool.'),
      feature('50 videos per project', 'Videos imported at once into one AI video editor project.'),
      feature('Larger upload limit', 'Bigger files per upload.'),
      feature('24-hour support', 'A reply within 24 hours.'),
    ],
    mostPopular: false,
    buttonName: 'Subscribe',
    custom: false,
  },
  {
    id: 'tier-enterprise',
    name: 'Enterprise',
    untranslatedName: 'Enterprise',
    type: 'Enterprise',
    price: { period: null, value: null },
    description: 'Custom credit limit, API access and custom features.',
    features: [
      feature('Custom credit limit', 'Sized to your volume.'),
      feature('API access', 'Run the tools from your own systems.'),
      feature('Custom features', 'Built for your workflow.'),
      feature('Dedicated support', 'A reply within 12 hours.'),
    ],
    mostPopular: false,
    buttonName: 'Contact us',
    custom: true,
  },
];

/** A tier's price in a currency (derived from USD), or null for the custom Enterprise tier. */
export function getTierPrice(tier: PricingTier, currency: Currency): number | null {
  if (tier.price.value === null) return null;
  return tier.price.value === 0 ? 0 : convertUsdPrice(tier.price.value, currency);
}
