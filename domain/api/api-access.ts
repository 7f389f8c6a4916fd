import { PLAN_IDS, PLANS, type PlanId } from '../plans';

/** What an API key may do: `read` reads jobs, files and outputs; `write` also uploads, starts, confirms and cancels. */
export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/**
 * The plans whose accounts may use the public API when the operator names none (API_PLANS): the plans that promise
 * "API access" (Enterprise), and Business, which the issue opens it to as well.
 */
export const DEFAULT_API_PLANS: readonly PlanId[] = PLAN_IDS.filter((plan) => PLANS[plan].apiAccess || plan === 'business');

/** Whether an account on `plan` may create and use API keys: its plan is one of `allowedPlans` (the operator's, or the default). */
export function isApiAccessAllowed(plan: string, allowedPlans: readonly PlanId[] = DEFAULT_API_PLANS): boolean {
  return (allowedPlans as readonly string[]).includes(plan);
}

/** Whether a key of scope `keyScope` may call a route that needs `needed`: a write key may read, a read key only reads. */
export function isScopeSufficient(keyScope: string, needed: ApiKeyScope): boolean {
  if (keyScope === 'write') return true;
  return keyScope === 'read' && needed === 'read';
}

/** The visible start of every key: readers of a log or a leaked file can tell it is a Kinora key (as Stripe's sk_live_). */
export const API_KEY_PREFIX = 'kin_live_';
/** The random part: 32 bytes in base64url, 43 characters. */
const TOKEN_PATTERN = /^kin_live_[A-Za-z0-9_-]{43}$/;

/** The key in an Authorization header (`Bearer kin_live_...`), or null when the header holds none of ours. */
export function parseBearerApiKey(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match && TOKEN_PATTERN.test(match[1]!) ? match[1]! : null;
}

/** How many characters of a key are shown in the key list (the prefix and the first random ones). */
export const API_KEY_SHOWN_CHARS = API_KEY_PREFIX.length + 6;
