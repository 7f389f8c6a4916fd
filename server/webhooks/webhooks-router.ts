import { randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { canUseWebhooks } from '../../domain/rules/can-use-webhooks';
import { WEBHOOK_EVENT_TYPES } from '../../domain/webhooks/webhook-events';
import { MAX_WEBHOOK_ENDPOINTS } from '../../domain/webhooks/webhook-delivery-policy';
import { startWebhookDelivery } from '../../temporal/activities/app/webhooks/start-webhook-delivery';
import { DomainTRPCError, accountProcedure, router, type Context } from '../trpc';
import { recordId } from '../routers/record-id';
import { checkWebhookTarget } from './check-webhook-target';

/** How many deliveries the log shows. */
export const DELIVERY_LOG_SIZE = 50;

/** A new signing secret: 32 random bytes, shown to the user once. */
const makeSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

type AccountContext = Context & { user: { id: string; plan: string } };

const settingsOf = (ctx: Context) => ctx.webhooks ?? { allowLocalTargets: false, plans: null };

/** Webhook endpoints are for the plans of canUseWebhooks (Business and Enterprise, or the operator's list). */
const webhookProcedure = accountProcedure.use(async ({ ctx, next }) => {
  if (!canUseWebhooks(ctx.user.plan, settingsOf(ctx).plans)) throw new DomainTRPCError('FORBIDDEN', 'plan_feature_unavailable', { feature: 'webhooks', plan: ctx.user.plan });
  return next();
});

async function getOwnedEndpoint(ctx: AccountContext, id: string) {
  const endpoint = await ctx.prisma.webhookEndpoint.findUnique({ where: { id } });
  // Another account's endpoint is answered exactly like one that does not exist.
  if (!endpoint || endpoint.userId !== ctx.user.id) throw new DomainTRPCError('NOT_FOUND', 'webhook_not_found');
  return endpoint;
}

const eventTypes = z.array(z.enum(WEBHOOK_EVENT_TYPES)).min(1).max(WEBHOOK_EVENT_TYPES.length).transform((types) => [...new Set(types)]);

/** An account's webhooks: endpoints (add, list, delete, rotate the secret) and the delivery log with redelivery. */
export const webhooksRouter = router({
  /** Whether this account may use webhooks, and the event types there are (for the settings page). */
  status: accountProcedure.query(({ ctx }) => ({ allowed: canUseWebhooks(ctx.user.plan, settingsOf(ctx).plans), eventTypes: WEBHOOK_EVENT_TYPES, maxEndpoints: MAX_WEBHOOK_ENDPOINTS })),

  list: webhookProcedure.query(async ({ ctx }) => {
    const endpoints = await ctx.prisma.webhookEndpoint.findMany({ where: { userId: ctx.user.id }, orderBy: { createdAt: 'asc' } });
    return endpoints.map((e) => ({ id: e.id, url: e.url, eventTypes: e.eventTypes, createdAt: e.createdAt.toISOString() }));
  }),

  /** Registers an endpoint; its signing secret is in this answer only. */
  create: webhookProcedure.input(z.object({ url: z.string().trim().min(1).max(2048), eventTypes })).mutation(async ({ ctx, input }) => {
    const count = await ctx.prisma.webhookEndpoint.count({ where: { userId: ctx.user.id } });
    if (count >= MAX_WEBHOOK_ENDPOINTS) throw new DomainTRPCError('BAD_REQUEST', 'webhook_limit_reached', { max: MAX_WEBHOOK_ENDPOINTS });
    const target = await checkWebhookTarget(input.url, settingsOf(ctx));
    if (!target.ok) throw new DomainTRPCError('BAD_REQUEST', target.code);
    const endpoint = await ctx.prisma.webhookEndpoint.create({ data: { id: randomUUID(), userId: ctx.user.id, url: target.url, secret: makeSecret(), eventTypes: input.eventTypes } });
    return { id: endpoint.id, url: endpoint.url, eventTypes: endpoint.eventTypes, secret: endpoint.secret };
  }),

  /** Deletes an endpoint; its deliveries in flight end quietly (their rows go with it). */
  delete: webhookProcedure.input(z.object({ id: recordId })).mutation(async ({ ctx, input }) => {
    await getOwnedEndpoint(ctx, input.id);
    await ctx.prisma.webhookEndpoint.delete({ where: { id: input.id } });
    return { ok: true };
  }),

  /** Replaces an endpoint's secret at once (the next attempt is signed with it); the new one is in this answer only. */
  rotateSecret: webhookProcedure.input(z.object({ id: recordId })).mutation(async ({ ctx, input }) => {
    await getOwnedEndpoint(ctx, input.id);
    const endpoint = await ctx.prisma.webhookEndpoint.update({ where: { id: input.id }, data: { secret: makeSecret() } });
    return { id: endpoint.id, secret: endpoint.secret };
  }),

  /** The delivery log: the latest deliveries to this account's endpoints, newest first. */
  deliveries: webhookProcedure.query(async ({ ctx }) => {
    const rows = await ctx.prisma.webhookDelivery.findMany({
      where: { endpoint: { userId: ctx.user.id } },
      orderBy: { createdAt: 'desc' },
      take: DELIVERY_LOG_SIZE,
      include: { event: { select: { type: true, jobId: true } }, endpoint: { select: { url: true } } },
    });
    return rows.map((d) => ({
      id: d.id,
      eventId: d.eventId,
      type: d.event.type,
      jobId: d.event.jobId,
      endpointId: d.endpointId,
      url: d.endpoint.url,
      status: d.status,
      attempts: d.attempts,
      lastResponseCode: d.lastResponseCode,
      lastError: d.lastError,
      createdAt: d.createdAt.toISOString(),
    }));
  }),

  /** Sends a delivery's event again, as a new delivery (same event id, so the receiver can still dedupe). */
  redeliver: webhookProcedure.input(z.object({ deliveryId: recordId })).mutation(async ({ ctx, input }) => {
    const delivery = await ctx.prisma.webhookDelivery.findUnique({ where: { id: input.deliveryId }, include: { endpoint: { select: { userId: true } } } });
    if (!delivery || delivery.endpoint.userId !== ctx.user.id) throw new DomainTRPCError('NOT_FOUND', 'webhook_not_found');
    const id = `dlv_${randomUUID().replaceAll('-', '')}`;
    await ctx.prisma.webhookDelivery.create({ data: { id, eventId: delivery.eventId, endpointId: delivery.endpointId } });
    await startWebhookDelivery(await ctx.jobs.getClient(), id);
    return { id };
  }),
});
