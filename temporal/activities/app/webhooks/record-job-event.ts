import { createHash } from 'node:crypto';
import type { Client } from '@temporalio/client';
import type { PrismaClient } from '../../../../generated/prisma/client';
import { getJobEventKey, type WebhookEventPayload, type WebhookEventType } from '../../../../domain/webhooks/webhook-events';
import { startWebhookDelivery } from './start-webhook-delivery';

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/** A delivery's id: one per (event, endpoint) for the first delivery, so recording an event twice sends it once. */
export const getFirstDeliveryId = (eventId: string, endpointId: string) => `dlv_${digest(`${eventId}|${endpointId}`)}`;

export interface JobEventInput {
  jobId: string;
  type: WebhookEventType;
  stage: string;
  status: string;
  /** Tells apart repeats of one stage (the preview's revision); part of the event's identity. */
  occurrence?: number | string | null;
  progress?: number;
  errorCode?: string | null;
}

/**
 * Records a job event for the endpoints of the job's owner that want it, and starts one delivery workflow per endpoint.
 * The event id is derived from the job moment (job, type, stage, occurrence), so an activity's retry or a workflow's
 * replay records the same event under the same id and starts no second delivery. Returns the event id, or null when no
 * endpoint wants it (nothing is stored then).
 */
export async function recordJobEvent(prisma: PrismaClient, getClient: () => Client, input: JobEventInput, now: Date = new Date()): Promise<string | null> {
  const job = await prisma.job.findUnique({ where: { id: input.jobId }, select: { userId: true, toolId: true } });
  if (!job) return null;
  const endpoints = await prisma.webhookEndpoint.findMany({ where: { userId: job.userId, eventTypes: { has: input.type } }, select: { id: true } });
  if (endpoints.length === 0) return null;
  const id = `evt_${digest(getJobEventKey(input))}`;
  const payload: WebhookEventPayload = {
    id,
    type: input.type,
    created: now.toISOString(),
    data: {
      job_id: input.jobId,
      tool_id: job.toolId,
      stage: input.stage,
      status: input.status,
      ...(input.progress !== undefined ? { progress: input.progress } : {}),
      ...(input.type === 'job.failed' ? { error_code: input.errorCode ?? null } : {}),
    },
  };
  await prisma.jobEvent.createMany({ data: [{ id, userId: job.userId, jobId: input.jobId, type: input.type, payload: payload as object, createdAt: now }], skipDuplicates: true });
  const deliveries = endpoints.map((endpoint) => ({ id: getFirstDeliveryId(id, endpoint.id), eventId: id, endpointId: endpoint.id }));
  await prisma.webhookDelivery.createMany({ data: deliveries, skipDuplicates: true });
  const client = getClient();
  for (const delivery of deliveries) await startWebhookDelivery(client, delivery.id);
  return id;
}
