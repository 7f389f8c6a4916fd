import { ActivityFailure, proxyActivities } from '@temporalio/workflow';
import type { WebhookActivities } from '../activities/app/webhooks/webhook-activities';
import { TASK_QUEUES } from '../../domain/jobs/task-queues';
import { WEBHOOK_DELIVERY_POLICY } from '../../domain/webhooks/webhook-delivery-policy';

const { deliverWebhook } = proxyActivities<WebhookActivities>({
  taskQueue: TASK_QUEUES.app,
  // One attempt: the POST's own deadline plus the database writes around it.
  startToCloseTimeout: WEBHOOK_DELIVERY_POLICY.attemptTimeoutMs + 20_000,
  // All attempts: after this the delivery is given up (and can be redelivered by hand).
  scheduleToCloseTimeout: WEBHOOK_DELIVERY_POLICY.giveUpAfterMs,
  retry: {
    initialInterval: WEBHOOK_DELIVERY_POLICY.initialIntervalMs,
    backoffCoefficient: WEBHOOK_DELIVERY_POLICY.backoffCoefficient,
    maximumInterval: WEBHOOK_DELIVERY_POLICY.maximumIntervalMs,
    nonRetryableErrorTypes: ['webhook_address_refused', 'webhook_url_invalid'],
  },
});

const { markWebhookFailed } = proxyActivities<WebhookActivities>({
  taskQueue: TASK_QUEUES.app,
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumAttempts: 20 },
});

export interface WebhookDeliveryInput {
  deliveryId: string;
}

/**
 * Delivers one event to one endpoint (workflow id from the delivery id): its attempts are one activity under a retry
 * policy that backs off exponentially for a day, so the delivery lives in Temporal and survives an app restart.
 */
export async function webhookDeliveryWorkflow(input: WebhookDeliveryInput): Promise<'delivered' | 'gone' | 'failed'> {
  try {
    const result = await deliverWebhook(input);
    return result === null ? 'gone' : 'delivered';
  } catch (error) {
    if (!(error instanceof ActivityFailure)) throw error;
    await markWebhookFailed(input);
    return 'failed';
  }
}
