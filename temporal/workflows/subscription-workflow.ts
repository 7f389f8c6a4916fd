import { continueAsNew, defineQuery, defineSignal, proxyActivities, setHandler, sleep } from '@temporalio/workflow';
import type { AppActivities } from '../activities/app/app-activities';
import { TASK_QUEUES } from '../../domain/jobs/task-queues';
import { getCancellation, getMonthStart } from '../../domain/billing/subscription-period';
import type { BillingCycle } from '../../domain/pricing/usd-price-table';

export interface SubscriptionInput {
  userId: string;
  /** Our id for the subscription (the purchase that started it); the workflow id is `subscription-${id}`. */
  subscriptionId: string;
  monthlyCredits: number;
  billingCycle: BillingCycle;
  startMs: number;
  /** The month this run looks after (0 first); each month continues as new, so history stays short for years. */
  month: number;
  canceledOnMs: number | null;
  /** Fixed-length months in milliseconds instead of calendar months (tests, demos); null in production. */
  monthMs: number | null;
}

export const cancelSubscriptionSignal = defineSignal<[{ canceledOnMs: number }]>('cancelSubscription');
export const subscriptionStateQuery = defineQuery<{ month: number; canceledOnMs: number | null; validUntilMs: number | null }>('subscriptionState');

const app = proxyActivities<AppActivities>({
  taskQueue: TASK_QUEUES.app,
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '10 minutes' },
});

/**
 * A subscription's life, durably (no cron in the app): each month its credits arrive; at the month's end what is
 * unspent expires (no roll-over); once cancelled it runs to the end of the paid period, then the plan ends.
 */
export async function subscriptionWorkflow(input: SubscriptionInput): Promise<void> {
  let canceledOnMs = input.canceledOnMs;
  const validUntil = () =>
    canceledOnMs === null ? null : getCancellation({ startMs: input.startMs, cycle: input.billingCycle, nowMs: canceledOnMs, canceledOnMs, monthMs: input.monthMs }).validUntilMs;
  setHandler(cancelSubscriptionSignal, ({ canceledOnMs: at }) => {
    canceledOnMs ??= at;
  });
  setHandler(subscriptionStateQuery, () => ({ month: input.month, canceledOnMs, validUntilMs: validUntil() }));

  const startMs = getMonthStart(input.startMs, input.month, input.monthMs);
  const endMs = getMonthStart(input.startMs, input.month + 1, input.monthMs);
  const month = { userId: input.userId, subscriptionId: input.subscriptionId, month: input.month, allowanceMilli: input.monthlyCredits * 1000, startMs, endMs };

  const stillValid = validUntil();
  if (stillValid !== null && stillValid <= startMs) {
    await app.endSubscription({ userId: input.userId, subscriptionId: input.subscriptionId });
    return;
  }
  await app.grantMonthlyAllowance(month);
  await sleep(Math.max(1, endMs - Date.now()));
  await app.expireMonthlyAllowance(month);
  await continueAsNew<typeof subscriptionWorkflow>({ ...input, month: input.month + 1, canceledOnMs });
}
