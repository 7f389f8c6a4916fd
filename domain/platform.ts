/**
 * Platform-wide constants from the platform spec (§1, §2, §4, §5, §9) that are not tied to one tool or plan.
 */
export const LOCALES = [
  'en-US', 'es-ES', 'fr-FR', 'de-DE', 'ja-JP', 'ko-KR', 'zh-CN', 'ru-RU', 'ar-AE',
  'it-IT', 'pt-PT', 'nl-NL', 'tr-TR', 'pl-PL', 'no-NO', 'fi-FI', 'el-GR', 'da-DK',
] as const;
export type Locale = (typeof LOCALES)[number];

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

export const GOOGLE_SIGN_IN_SCOPES = ['openid', 'profile', 'email'] as const;

export const TOOL_TAGS = ['popular', 'new', 'free', 'upcoming', 'workflow'] as const;
export type ToolTag = (typeof TOOL_TAGS)[number];

export const BLOG_CATEGORIES = [
  'New Feature', 'Bug Fix', 'Enhancement', 'Announcement', 'Knowledge Base',
  'promotional', 'howto', 'report', 'changelog',
] as const;

export interface NavEntry {
  route: string;
  label: string;
}

export const NAV_ENTRIES: readonly NavEntry[] = [
  { route: '/dashboard/all', label: 'Tools' },
  { route: '/files', label: 'Files' },
  { route: '/projects', label: 'Projects' },
  { route: '/settings', label: 'Settings' },
];

export const DASHBOARD_ROUTES = [
  '/dashboard', '/dashboard/all', '/dashboard/cut', '/dashboard/transform', '/dashboard/enhance', '/dashboard/create',
] as const;

export const PRICING_ROUTE = '/pricing';
export const LANDING_ROUTE_PREFIX = '/tools';

/** The site is advertised as free, at this price. */
export const ADVERTISED_PRICE_USD = 0;

/** Default process time of a job in the client state (seconds, counted down while not pending). */
export const DEFAULT_PROCESS_TIME_S = 600;
/** Jobs and files are listed this many to a page (the client appends pages, as the spec's paging rules say). */
export const LIST_PAGE_SIZE = 20;
/** Restoring the client state from browser storage gives up after this long, silently. */
export const STATE_RESTORE_TIMEOUT_MS = 5000;

/** Platform resolution caps in pixels, on both width and height ("1080p means 1080x1080"). */
export const PLATFORM_MAX_RESOLUTION = 1080;
export const PLATFORM_FREE_RESOLUTION = 720;
/** 4K export cap: 3840x2160 fits inside a 3840 box. */
export const RESOLUTION_4K = 3840;
/**
 * Hard input cap used when a tool's maxHardResolution is not in the spec (it never is): larger inputs are
 * rejected as `resolution_over_cap`; inputs between a tool's maxResolution and this are downscaled
 * (as the spec says for the upscaler), not rejected. 4096 admits DCI 4K (4096x2160) and rejects 8K.
 */
export const PLATFORM_MAX_HARD_RESOLUTION = 4096;

/**
 * File sizes: the spec gives bare numbers ("1", "50") with the unit only in a tooltip (GB). We read them as GiB.
 */
export const BYTES_PER_GB = 1024 ** 3;
/**
 * The spec's "minimum upload size is 1" has no unit; 1 GB would reject every short clip the tools accept
 * (0.2 s minimum), so it is read as 1 byte: a non-empty file.
 */
export const MIN_FILE_UPLOAD_SIZE_BYTES = 1;

/** The two tools available in the experimental workflow (tool chaining) feature. */
export const WORKFLOW_TOOL_IDS = ['video_concatenator', 'highlight_video_maker'] as const;

/** Text of the mobile gate (English source; the web app translates). */
export const MOBILE_NOT_SUPPORTED = {
  title: 'Mobile not supported',
  description: 'Please use a desktop browser to access this page.',
} as const;
