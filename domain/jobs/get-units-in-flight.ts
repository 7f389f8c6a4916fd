import { isBusinessPlan, isPaidPlan, type PlanId } from '../plans';

/**
 * Segments (units) of one job rendered at once: paid renders spread over more worker slots (Premium and Pro twice a
 * free job's, Business three times), so with free work around a paid job takes a larger share of the workers.
 */
export function getUnitsInFlight(plan: PlanId): number {
  if (isBusinessPlan(plan)) return 12;
  if (isPaidPlan(plan)) return 8;
  return 4;
}
