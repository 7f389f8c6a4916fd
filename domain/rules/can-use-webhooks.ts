import type { PlanId } from '../plans';

/** The plans that get webhooks (and the public API) unless the operator names others: Business and Enterprise. */
export const DEFAULT_WEBHOOK_PLANS: readonly PlanId[] = ['business', 'enterprise'];

/** Whether an account on `plan` may register webhook endpoints; `operatorPlans` (configuration) replaces the default list. */
export function canUseWebhooks(plan: string, operatorPlans?: readonly string[] | null): boolean {
  const plans = operatorPlans && operatorPlans.length > 0 ? operatorPlans : DEFAULT_WEBHOOK_PLANS;
  return plans.includes(plan);
}
