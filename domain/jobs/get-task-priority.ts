import { isBusinessPlan, isPaidPlan, type PlanId } from '../plans';

/** What a task renders: the free, watermarked preview, or an output someone pays for. */
export type WorkStage = 'preview' | 'final';

/**
 * Temporal task priority keys (1 runs first; the server's default range is 1-5, default 3). Business plans first,
 * then the other paid plans, then a free user's paid export, and free previews last: paid work never waits behind them.
 */
export const TASK_PRIORITY = { business: 1, paid: 2, freeExport: 3, freePreview: 5 } as const;

/** The priority key of a job's tasks on every queue, from its plan and what it renders. */
export function getTaskPriority(plan: PlanId, stage: WorkStage): number {
  if (isBusinessPlan(plan)) return TASK_PRIORITY.business;
  if (isPaidPlan(plan)) return TASK_PRIORITY.paid;
  return stage === 'final' ? TASK_PRIORITY.freeExport : TASK_PRIORITY.freePreview;
}

