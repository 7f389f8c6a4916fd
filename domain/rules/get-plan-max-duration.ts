import type { ToolDefinition } from '../catalogue/tool-definition';
import { isBusinessPlan, type PlanId } from '../plans';

/**
 * The longest selection (seconds) the plan may submit to the tool, or null when the spec sets none.
 * Basic: the free maximum only where it limits the input (freeLimitScope 'input'); where it limits the preview,
 * a free user may select up to the Premium maximum and the paid export renders all of it.
 */
export function getPlanMaxDurationS(tool: ToolDefinition, plan: PlanId): number | null {
  const limits = tool.limits;
  const paidMax = limits.nonBusinessPlanMaxVideoDurationS ?? limits.maxVideoDurationS;
  if (isBusinessPlan(plan)) return limits.businessPlanMaxVideoDurationS ?? limits.maxVideoDurationS;
  if (plan === 'basic' && limits.freeLimitScope === 'input') return limits.freePlanMaxVideoDurationS ?? paidMax;
  return paidMax;
}
