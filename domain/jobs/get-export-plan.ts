import type { PlanId } from '../plans';

/**
 * The plan whose final-output caps a Premium Export uses. A free (basic) user who pays credits for one export gets
 * what pay-as-you-go (premium) gets: that is what premium is. Paid plans keep their own caps.
 */
export function getExportPlan(plan: PlanId): PlanId {
  return plan === 'basic' ? 'premium' : plan;
}
