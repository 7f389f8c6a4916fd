/**
 * Plans and their entitlements (platform spec §6, §9; catalogue spec §6).
 * Per-tool output caps per plan live on each tool (`ToolDefinition.planOutputs`); this file holds what is
 * plan-wide. Enterprise is a pricing tier in the spec; it gets Business entitlements plus its own extras.
 */
export const PLAN_IDS = ['basic', 'premium', 'pro', 'business', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** Plans whose users have paid (no watermark on most tools). */
export const PAID_PLAN_IDS = ['premium', 'pro', 'business', 'enterprise'] as const satisfies readonly PlanId[];

/** Plans that get the business duration limits, file sizes and 4K export. */
export const BUSINESS_PLAN_IDS = ['business', 'enterprise'] as const satisfies readonly PlanId[];

export type BillingKind = 'free' | 'pay_as_you_go' | 'subscription' | 'custom';

export type SupportLevel = 'none' | 'customer_support' | 'support_24h' | 'dedicated_12h';

/** How long the interactive background changer stays usable after an upload. */
export type BackgroundChangerWindow =
  | { kind: 'fixed'; minutes: number }
  | { kind: 'per_credit'; minutesPerCredit: number };

export interface PlanDefinition {
  id: PlanId;
  defaultName: string;
  description: string;
  billing: BillingKind;
  /** Output carries a watermark (per-tool exceptions are in the tool's planOutputs). */
  watermark: boolean;
  /** Platform-wide output resolution cap in pixels, on both width and height (spec: "1080p means 1080x1080"). */
  maxResolution: number;
  fourKExport: boolean;
  /** Videos per project in the AI video editor (and other multi-input tools). */
  videosPerProject: number;
  /** Media storage a user may keep (uploads and registered outputs), in bytes; checked when an upload is created. */
  mediaStorageBytes: number;
  /** Uploads per day; any processed job counts as an upload. null: no daily limit. */
  uploadsPerDay: number | null;
  /** Chat tools: messages per project and per month. null: unlimited while credits remain. */
  chatMessagesPerProject: number | null;
  chatMessagesPerMonth: number | null;
  xmlExport: boolean;
  socialImport: boolean;
  customLogo: boolean;
  /** Automatic removal of out-of-focus and blocked shots in the AI video editor. */
  removesOutOfFocusShots: boolean;
  /** Processing priority as advertised ("2x-6x faster"); null for the free plan. */
  processingSpeedup: string | null;
  backgroundChangerWindow: BackgroundChangerWindow;
  /** Monthly credits shown in the plus variant of the tier text; the real constants are not in the spec. */
  advertisedMonthlyCredits: number | null;
  monthlyCreditsRollOver: boolean;
  /** Lower per-credit price than the tier below (exact rates not in the spec). */
  lowerCreditRates: boolean;
  apiAccess: boolean;
  customFeatures: boolean;
  support: SupportLevel;
  /** Support response time in hours; null when not promised. */
  supportResponseHours: number | null;
}

/** Storage limits are in decimal gigabytes, as plans are advertised ("1 GB"). */
const GB = 1000 ** 3;

const NO_SUPPORT = { support: 'none', supportResponseHours: null } as const;

/** Business: more monthly credits, all Pro features, 4K export, business limits, 24-hour support. */
const BUSINESS: PlanDefinition = {
  id: 'business',
  defaultName: 'Business',
  description: 'More monthly credits, all Pro features, 4K export, business limits, 24-hour support.',
  billing: 'subscription',
  watermark: false,
  // 4K: 3840 on the long side (the cap applies to both width and height).
  maxResolution: 3840,
  fourKExport: true,
  videosPerProject: 50,
  mediaStorageBytes: 100 * GB,
  uploadsPerDay: null,
  chatMessagesPerProject: null,
  chatMessagesPerMonth: null,
  xmlExport: true,
  socialImport: true,
  customLogo: true,
  removesOutOfFocusShots: true,
  processingSpeedup: '2x-6x',
  // "All Pro features": the Pro one-hour window.
  backgroundChangerWindow: { kind: 'fixed', minutes: 60 },
  advertisedMonthlyCredits: 1000,
  monthlyCreditsRollOver: false,
  lowerCreditRates: true,
  apiAccess: false,
  customFeatures: false,
  support: 'support_24h',
  supportResponseHours: 24,
};

export const PLANS: Readonly<Record<PlanId, PlanDefinition>> = {
  basic: {
    id: 'basic',
    defaultName: 'Basic',
    description: 'Free: watermarked output, limited features, up to 720p.',
    billing: 'free',
    watermark: true,
    maxResolution: 720,
    fourKExport: false,
    videosPerProject: 5,
    mediaStorageBytes: 1 * GB,
    uploadsPerDay: 3,
    chatMessagesPerProject: 5,
    chatMessagesPerMonth: 10,
    xmlExport: false,
    socialImport: false,
    customLogo: false,
    removesOutOfFocusShots: false,
    processingSpeedup: null,
    backgroundChangerWindow: { kind: 'fixed', minutes: 10 },
    advertisedMonthlyCredits: null,
    monthlyCreditsRollOver: false,
    lowerCreditRates: false,
    apiAccess: false,
    customFeatures: false,
    ...NO_SUPPORT,
  },
  premium: {
    id: 'premium',
    defaultName: 'Premium',
    description: 'Pay as you go: no watermark, 1080p, faster processing, extended limits.',
    billing: 'pay_as_you_go',
    watermark: false,
    maxResolution: 1080,
    fourKExport: false,
    videosPerProject: 20,
    mediaStorageBytes: 10 * GB,
    uploadsPerDay: null,
    chatMessagesPerProject: null,
    chatMessagesPerMonth: null,
    xmlExport: true,
    socialImport: false,
    // Only while the credit balance is above zero: see hasCustomLogo().
    customLogo: true,
    removesOutOfFocusShots: true,
    processingSpeedup: '2x-6x',
    // 60 credits give one hour.
    backgroundChangerWindow: { kind: 'per_credit', minutesPerCredit: 1 },
    advertisedMonthlyCredits: null,
    monthlyCreditsRollOver: false,
    lowerCreditRates: false,
    apiAccess: false,
    customFeatures: false,
    support: 'customer_support',
    supportResponseHours: null,
  },
  pro: {
    id: 'pro',
    defaultName: 'Pro',
    description: 'Monthly subscription: monthly credits, lower credit rates, all Premium features.',
    billing: 'subscription',
    watermark: false,
    maxResolution: 1080,
    fourKExport: false,
    videosPerProject: 20,
    mediaStorageBytes: 10 * GB,
    uploadsPerDay: null,
    chatMessagesPerProject: null,
    chatMessagesPerMonth: null,
    xmlExport: true,
    socialImport: true,
    customLogo: true,
    removesOutOfFocusShots: true,
    processingSpeedup: '2x-6x',
    backgroundChangerWindow: { kind: 'fixed', minutes: 60 },
    advertisedMonthlyCredits: 200,
    monthlyCreditsRollOver: false,
    lowerCreditRates: true,
    apiAccess: false,
    customFeatures: false,
    support: 'customer_support',
    supportResponseHours: null,
  },
  business: BUSINESS,
  // Enterprise is Business with a custom credit limit, API access, custom features and dedicated 12-hour support.
  enterprise: {
    ...BUSINESS,
    id: 'enterprise',
    defaultName: 'Enterprise',
    description: 'Custom credit limit, API access, custom features, dedicated support. Contact sales.',
    billing: 'custom',
    advertisedMonthlyCredits: null,
    apiAccess: true,
    customFeatures: true,
    support: 'dedicated_12h',
    supportResponseHours: 12,
  },
};

/** Social-media import price on plans that have it (Pro and up). */
export const SOCIAL_IMPORT_CREDITS_PER_LINK = 1;

/** The plan's entitlements. */
export function getPlan(id: PlanId): PlanDefinition {
  return PLANS[id];
}

/** Whether the plan gets business limits (Business and Enterprise). */
export function isBusinessPlan(id: PlanId): boolean {
  return (BUSINESS_PLAN_IDS as readonly PlanId[]).includes(id);
}

/** Whether the plan is paid (everything but Basic). */
export function isPaidPlan(id: PlanId): boolean {
  return id !== 'basic';
}

/** Whether the plan is a known plan id. */
export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

/** Custom logo on chat tools: a paid plan and a credit balance above zero. */
export function hasCustomLogo(plan: PlanId, creditsBalance: number): boolean {
  return PLANS[plan].customLogo && creditsBalance > 0;
}
