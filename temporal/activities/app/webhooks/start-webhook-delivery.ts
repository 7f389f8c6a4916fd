import { WorkflowExecutionAlreadyStartedError, type Client } from '@temporalio/client';
import { TASK_QUEUES } from '../../../../domain/jobs/task-queues';
import { getWebhookDeliveryWorkflowId } from '../../../../domain/webhooks/webhook-events';

/**
 * Starts the durable delivery of one delivery row (webhookDeliveryWorkflow on the app queue). Its workflow id comes
 * from the delivery id, itself derived from the event and the endpoint: starting it again (an activity retry, an app
 * restart) finds the running or finished one and adds nothing (a finished one too: duplicates are rejected, not reused).
 */
export async function startWebhookDelivery(client: Client, deliveryId: string): Promise<void> {
  await client.workflow
    .start('webhookDeliveryWorkflow', { taskQueue: TASK_QUEUES.app, workflowId: getWebhookDeliveryWorkflowId(deliveryId), args: [{ deliveryId }], workflowIdReusePolicy: 'REJECT_DUPLICATE' })
    .catch((error: unknown) => {
      if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
    });
}
