import { ApplicationFailure } from '@temporalio/common';
import { Context } from '@temporalio/activity';
import type { PrismaClient } from '../../../../generated/prisma/client';
import { parseWebhookUrl } from '../../../../domain/webhooks/parse-webhook-url';
import { WEBHOOK_DELIVERY_POLICY, isWebhookAccepted } from '../../../../domain/webhooks/webhook-delivery-policy';
import { WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER, buildWebhookSignatureHeader } from '../../../../domain/webhooks/webhook-signature';
import { postWebhook, WebhookPostError } from './post-webhook';

export interface WebhookSettings {
  /** Development only (KINORA_DEV=1): http and loopback, private and link-local targets are allowed. */
  allowLocalTargets: boolean;
}

/** The delivery activities, on the app queue (they read the endpoint's secret and write the delivery log). */
export function createWebhookActivities(prisma: PrismaClient, settings: WebhookSettings) {
  return {
    /**
     * One attempt of one delivery: signs the event's body with the endpoint's current secret and a fresh timestamp,
     * POSTs it, and records the attempt in the log. A non-2xx answer or no answer throws, for the retry policy; an
     * address refused (at delivery time too: DNS may have changed) ends the delivery; a deleted endpoint ends it quietly.
     */
    async deliverWebhook(input: { deliveryId: string }): Promise<{ status: number } | null> {
      const delivery = await prisma.webhookDelivery.findUnique({ where: { id: input.deliveryId }, include: { event: true, endpoint: true } });
      if (!delivery) return null;
      const attempts = delivery.attempts + 1;
      const record = (data: { status?: string; lastResponseCode?: number | null; lastError?: string | null }) =>
        prisma.webhookDelivery.update({ where: { id: delivery.id }, data: { attempts, ...data } });
      const checked = parseWebhookUrl(delivery.endpoint.url, settings);
      if (!checked.ok) {
        await record({ status: 'failed', lastResponseCode: null, lastError: checked.code });
        throw ApplicationFailure.create({ type: checked.code, message: `endpoint ${delivery.endpointId} refused`, nonRetryable: true });
      }
      const body = JSON.stringify(delivery.event.payload);
      const headers = {
        [WEBHOOK_SIGNATURE_HEADER]: buildWebhookSignatureHeader(delivery.endpoint.secret, body, Date.now() / 1000),
        [WEBHOOK_EVENT_ID_HEADER]: delivery.eventId,
      };
      let status: number;
      try {
        status = await postWebhook(checked.url.href, body, headers, { allowLocalTargets: settings.allowLocalTargets, timeoutMs: WEBHOOK_DELIVERY_POLICY.attemptTimeoutMs, signal: Context.current().cancellationSignal });
      } catch (error) {
        const refused = error instanceof WebhookPostError && error.addressRefused;
        await record({ status: refused ? 'failed' : 'pending', lastResponseCode: null, lastError: refused ? 'webhook_address_refused' : 'webhook_unreachable' });
        throw ApplicationFailure.create({ type: refused ? 'webhook_address_refused' : 'webhook_unreachable', message: (error as Error).message, nonRetryable: refused });
      }
      const accepted = isWebhookAccepted(status);
      await record({ status: accepted ? 'delivered' : 'pending', lastResponseCode: status, lastError: accepted ? null : 'webhook_rejected' });
      if (!accepted) throw ApplicationFailure.create({ type: 'webhook_rejected', message: `the receiver answered ${status}`, details: [{ status }] });
      return { status };
    },

    /** Marks a delivery failed once its retries are spent (the user can redeliver it from the log). */
    async markWebhookFailed(input: { deliveryId: string }): Promise<void> {
      await prisma.webhookDelivery.updateMany({ where: { id: input.deliveryId, status: { not: 'delivered' } }, data: { status: 'failed' } });
    },
  };
}

export type WebhookActivities = ReturnType<typeof createWebhookActivities>;
