import type { ToolDefinition } from '../catalogue/tool-definition';
import type { DomainError } from '../error-codes';
import { PLAN_IDS, PLANS, type PlanId } from '../plans';
import { getPlanMaxDurationS } from '../rules/get-plan-max-duration';
import { getPlanMaxFileSizeBytes } from '../rules/get-plan-max-file-size';
import { getSocialImportCost } from '../rules/get-social-import-cost';

/** What importing one link into a tool costs a plan, and the limits the fetched video must keep. */
export type LinkImportTerms =
  | { ok: true; credits: number; maxBytes: number | null; maxDurationS: number | null }
  /** The plan cannot import links: `requiredPlan` is the cheapest plan that can, and `credits` what it would pay. */
  | { ok: false; error: DomainError; requiredPlan: PlanId; credits: number };

/** The first plan (in the plans' order, cheapest first) that imports links. */
function getCheapestImportPlan(): PlanId {
  return PLAN_IDS.find((id) => PLANS[id].socialImport)!;
}

/**
 * The terms of importing one link into a tool on a plan: the spec's 1 credit per link for plans with social import
 * (Pro, Business and up), and the same size and duration limits as an upload of that plan to that tool.
 */
export function getLinkImportTerms(tool: ToolDefinition, plan: PlanId, operatorMaxBytes: number): LinkImportTerms {
  const cost = getSocialImportCost(plan, 1);
  if (!cost.ok) {
    const requiredPlan = getCheapestImportPlan();
    const would = getSocialImportCost(requiredPlan, 1);
    return { ok: false, error: { code: 'plan_feature_unavailable', params: { feature: 'social_import', plan: requiredPlan } }, requiredPlan, credits: would.ok ? would.credits : 0 };
  }
  const planMax = getPlanMaxFileSizeBytes(tool, plan);
  return { ok: true, credits: cost.credits, maxBytes: planMax === null ? operatorMaxBytes : Math.min(planMax, operatorMaxBytes), maxDurationS: getPlanMaxDurationS(tool, plan) };
}
