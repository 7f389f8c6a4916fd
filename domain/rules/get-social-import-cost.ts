import type { DomainError } from '../error-codes';
import { PLANS, SOCIAL_IMPORT_CREDITS_PER_LINK, type PlanId } from '../plans';

/** Credits to import videos from social-media links (Pro and up, 1 credit per link). */
export function getSocialImportCost(
  plan: PlanId,
  links: number,
): { ok: true; credits: number } | { ok: false; errors: DomainError[] } {
  if (!PLANS[plan].socialImport) {
    return { ok: false, errors: [{ code: 'plan_feature_unavailable', params: { feature: 'social_import', plan } }] };
  }
  return { ok: true, credits: Math.max(0, Math.floor(links)) * SOCIAL_IMPORT_CREDITS_PER_LINK };
}
