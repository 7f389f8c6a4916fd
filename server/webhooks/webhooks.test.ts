import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPCClientError } from '@trpc/client';
import { MockActivityEnvironment } from '@temporalio/testing';
import type { Worker } from '@temporalio/worker';
import { startJobHarness, type JobHarness } from '../../test/support/job-harness';
import { makeTestClip } from '../../test/support/make-test-clip';
import { createApiClient } from '../../test/support/api-client';
import { closeHttpServer } from '../../test/support/close-http-server';
import { JOB_TEST_TIMEOUT_MS, waitFor, waitForProgress, workflowPulse } from '../../test/support/wait-for';
import { createHttpServer } from '../http/create-http-server';
import { createJobGateway } from '../temporal/job-gateway';
import { createMediaUrls } from '../http/media-urls';
import { createAppWorker } from '../../temporal/runtime/create-app-worker';
import { createWebhookActivities } from '../../temporal/activities/app/webhooks/webhook-activities';
import { getFirstDeliveryId, recordJobEvent } from '../../temporal/activities/app/webhooks/record-job-event';
import { getWebhookDeliveryWorkflowId } from '../../domain/webhooks/webhook-events';
import { grantCredits } from '../../temporal/activities/app/credit-ledger';
import { jobViewQuery, premiumExportSignal } from '../../temporal/workflows/messages';
import { TOOL_ID, USER_ID } from '../../temporal/workflows/search-attributes';
import type { ToolJobInput } from '../../temporal/workflows/tool-job-input';
import { DEFAULT_GUEST_RETENTION_MS } from '../../domain/files/get-file-expiry';
import { verifyWebhookSignature } from '../../domain/webhooks/webhook-signature';
import type { WebhookEventPayload } from '../../domain/webhooks/webhook-events';

/** One request the receiver got: its path, headers and raw body. */
interface Received {
  path: string;
  signature: string;
  eventId: string;
  body: string;
  event: WebhookEventPayload;
}

let harness: JobHarness;
let dir: string;
let clip: string;
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];
/** Statuses the receiver answers next on a path (then 200). */
const plannedStatuses = new Map<string, number[]>();
let devApp: Server;
let devBase: string;
let prodApp: Server;
let prodBase: string;
let appWorker: Worker;
let cpuWorker: Worker;
let appRunning: Promise<unknown>;
let cpuRunning: Promise<unknown>;

/** The app worker as the app runs it with KINORA_DEV=1 (loopback receivers allowed). */
async function startAppWorker(): Promise<void> {
  appWorker = await createAppWorker({ connection: harness.env.nativeConnection, namespace: 'default', prisma: harness.db.prisma, workflowBundle: harness.bundle, webhooks: { allowLocalTargets: true } });
  appRunning = appWorker.run();
}

function startApp(allowLocalTargets: boolean): Promise<{ server: Server; base: string }> {
  const server = createHttpServer({
    prisma: harness.db.prisma,
    storage: harness.storage,
    jobs: createJobGateway({ client: harness.env.client }),
    viewer: { prisma: harness.db.prisma, secureCookies: false },
    maxUploadBytes: 1024 * 1024,
    uploadsDir: join(dir, 'uploads'),
    mediaUrls: createMediaUrls('webhooks-test-media-url-secret-0123456789'),
    guestRetentionMs: DEFAULT_GUEST_RETENTION_MS,
    webDistDir: join(dir, 'no-web'),
    accounts: { devSignIn: true, google: null, followPromoCodes: {} },
    webhooks: { allowLocalTargets, plans: null },
    log: () => undefined,
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })));
}

/** A signed-in account on `plan`, with a client of the given app. */
async function signIn(base: string, email: string, plan: string) {
  const client = createApiClient(base);
  const { id } = await client.trpc.auth.devSignIn.mutate({ email });
  await harness.db.prisma.user.update({ where: { id }, data: { plan } });
  return { ...client, userId: id };
}

/** The domain error code of a refused tRPC call. */
async function refusal(call: Promise<unknown>): Promise<string> {
  const error = await call.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(TRPCClientError);
  return ((error as TRPCClientError<never>).data as unknown as { domain: { code: string } }).domain.code;
}

beforeAll(async () => {
  harness = await startJobHarness();
  dir = mkdtempSync(join(tmpdir(), 'kinora-webhooks-'));
  clip = makeTestClip(join(dir, 'clip.mp4'), { durationS: 4, width: 320, height: 240 });
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '/';
      received.push({ path, signature: String(req.headers['kinora-signature'] ?? ''), eventId: String(req.headers['kinora-event-id'] ?? ''), body, event: JSON.parse(body) as WebhookEventPayload });
      res.statusCode = plannedStatuses.get(path)?.shift() ?? 200;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  ({ server: devApp, base: devBase } = await startApp(true));
  ({ server: prodApp, base: prodBase } = await startApp(false));
  await startAppWorker();
  cpuWorker = await harness.createCpuWorker();
  cpuRunning = cpuWorker.run();
}, 180_000);

afterAll(async () => {
  appWorker?.shutdown();
  cpuWorker?.shutdown();
  await Promise.all([appRunning, cpuRunning]);
  await Promise.all([closeHttpServer(devApp), closeHttpServer(prodApp), closeHttpServer(receiver)]);
  await harness?.close();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('webhooks', () => {
  let owner: Awaited<ReturnType<typeof signIn>>;
  let secret: string;
  let flakySecret: string;
  let jobId: string;

  it('delivers a job\'s events, signed, to the receiver: milestones, waiting for the user, completed; a 500 is retried with the same event id', async () => {
    owner = await signIn(devBase, 'owner@example.com', 'business');
    const all = await owner.trpc.webhooks.create.mutate({ url: `${receiverUrl}/all`, eventTypes: ['job.progress', 'job.waiting', 'job.completed', 'job.failed', 'job.cancelled'] });
    secret = all.secret;
    expect(secret).toMatch(/^whsec_/);
    const flaky = await owner.trpc.webhooks.create.mutate({ url: `${receiverUrl}/flaky`, eventTypes: ['job.completed'] });
    flakySecret = flaky.secret;
    plannedStatuses.set('/flaky', [500]);
    // The list never shows a secret again.
    expect(JSON.stringify(await owner.trpc.webhooks.list.query())).not.toContain('whsec_');

    await grantCredits(harness.db.prisma, { userId: owner.userId, key: `test:${owner.userId}`, amountMilli: 100_000, reason: 'grant' });
    const { fileId, sourceKey } = await harness.addFile(owner.userId, clip);
    jobId = await harness.createJobRow({ userId: owner.userId, fileId, toolId: 'video_sharpener', range: { startS: 0, endS: 4 } });
    const input: ToolJobInput = { jobId, userId: owner.userId, toolId: 'video_sharpener', plan: 'basic', sourceKey, range: { startS: 0, endS: 4 }, options: { strength: 8 } };
    const handle = await harness.env.client.workflow.start('videoSharpenerWorkflow', {
      taskQueue: 'app', workflowId: jobId, args: [input],
      typedSearchAttributes: [{ key: USER_ID, value: owner.userId }, { key: TOOL_ID, value: 'video_sharpener' }],
    });
    await waitForProgress(() => handle.query(jobViewQuery), (v) => v.stage === 'awaiting_export' || v.stage === 'failed', { pulse: () => workflowPulse(handle) });
    await handle.signal(premiumExportSignal);
    await waitForProgress(() => handle.query(jobViewQuery), (v) => v.stage === 'done' || v.stage === 'failed', { pulse: () => workflowPulse(handle) });

    // One workflow per delivery: they arrive in any order.
    const events = await waitFor(async () => received.filter((r) => r.path === '/all'), (list) => list.length >= 8, 60_000);
    const now = Date.now() / 1000;
    for (const request of events) {
      expect(verifyWebhookSignature(secret, request.signature, request.body, 300, now)).toBe(true);
      expect(request.eventId).toBe(request.event.id);
      expect(request.event.data.job_id).toBe(jobId);
    }
    const seen = events.map((r) => `${r.event.type}:${r.event.data.stage}${r.event.data.progress ? `:${r.event.data.progress}` : ''}`);
    expect(seen.sort()).toEqual(['job.progress:preview:25', 'job.progress:preview:50', 'job.progress:preview:75', 'job.waiting:awaiting_export', 'job.progress:final:25', 'job.progress:final:50', 'job.progress:final:75', 'job.completed:done'].sort());
    // Every event has its own id, and none came twice.
    expect(new Set(events.map((r) => r.event.id)).size).toBe(events.length);

    // The flaky receiver answered 500 first: the same event came again, under the same id, and the log shows both tries.
    const flakyRequests = await waitFor(async () => received.filter((r) => r.path === '/flaky'), (list) => list.length >= 2, 60_000);
    expect(flakyRequests.map((r) => r.eventId)).toEqual([flakyRequests[0]!.eventId, flakyRequests[0]!.eventId]);
    expect(flakyRequests[0]!.event.type).toBe('job.completed');
    expect(verifyWebhookSignature(flakySecret, flakyRequests[1]!.signature, flakyRequests[1]!.body, 300, now)).toBe(true);
    const log = await waitFor(() => owner.trpc.webhooks.deliveries.query(), (rows) => rows.find((r) => r.endpointId === flaky.id)?.status === 'delivered');
    expect(log.find((r) => r.endpointId === flaky.id)).toMatchObject({ type: 'job.completed', status: 'delivered', attempts: 2, lastResponseCode: 200, eventId: flakyRequests[0]!.eventId });
    expect(log.filter((r) => r.endpointId === all.id).every((r) => r.status === 'delivered' && r.attempts === 1)).toBe(true);
  }, JOB_TEST_TIMEOUT_MS);

  it('keeps a delivery through an app restart: the app worker stops while a retry waits, the next one delivers it', async () => {
    const endpoint = await owner.trpc.webhooks.create.mutate({ url: `${receiverUrl}/restart`, eventTypes: ['job.cancelled'] });
    plannedStatuses.set('/restart', [503]);
    const eventId = await recordJobEvent(harness.db.prisma, () => harness.env.client, { jobId, type: 'job.cancelled', stage: 'cancelled', status: 'cancelled' });
    await waitFor(async () => received.filter((r) => r.path === '/restart'), (list) => list.length === 1, 30_000);
    // The app process goes away while the retry waits in Temporal...
    appWorker.shutdown();
    await appRunning;
    // ...and a new one, knowing nothing of it, finishes the delivery.
    await startAppWorker();
    const requests = await waitFor(async () => received.filter((r) => r.path === '/restart'), (list) => list.length === 2, 60_000);
    expect(requests.map((r) => r.eventId)).toEqual([eventId, eventId]);
    const log = await waitFor(() => owner.trpc.webhooks.deliveries.query(), (rows) => rows.find((r) => r.endpointId === endpoint.id)?.status === 'delivered');
    expect(log.find((r) => r.endpointId === endpoint.id)).toMatchObject({ attempts: 2, lastResponseCode: 200 });
    await owner.trpc.webhooks.delete.mutate({ id: endpoint.id });
  });

  it('fails verification for a forged, tampered or stale delivery', () => {
    const request = received.find((r) => r.path === '/all' && r.event.type === 'job.completed')!;
    const now = Date.now() / 1000;
    expect(verifyWebhookSignature('whsec_forged', request.signature, request.body, 300, now)).toBe(false);
    expect(verifyWebhookSignature(secret, request.signature, request.body.replace('"done"', '"failed"'), 300, now)).toBe(false);
    expect(verifyWebhookSignature(secret, request.signature, request.body, 300, now + 3600)).toBe(false);
  });

  it('records a job moment once: recording it again (an activity retry) gives the same id and starts no second delivery', async () => {
    const completed = received.find((r) => r.path === '/all' && r.event.type === 'job.completed')!;
    const endpoint = (await owner.trpc.webhooks.list.query()).find((e) => e.url.endsWith('/all'))!;
    const deliveryId = getFirstDeliveryId(completed.eventId, endpoint.id);
    const handle = harness.env.client.workflow.getHandle(getWebhookDeliveryWorkflowId(deliveryId));
    const { runId } = await handle.describe();
    const before = received.length;
    const id = await recordJobEvent(harness.db.prisma, () => harness.env.client, { jobId, type: 'job.completed', stage: 'done', status: completed.event.data.status, occurrence: 0 });
    expect(id).toBe(completed.eventId);
    // The finished delivery's workflow id is not reused: still the one run, and nothing more was sent.
    expect((await handle.describe()).runId).toBe(runId);
    expect(await harness.db.prisma.webhookDelivery.count({ where: { eventId: id! } })).toBe(2);
    expect(received.length).toBe(before);
  });

  it('redelivers an event under the same id, signed with the rotated secret', async () => {
    const log = await owner.trpc.webhooks.deliveries.query();
    const completed = log.find((r) => r.type === 'job.completed' && r.url.endsWith('/all'))!;
    const rotated = await owner.trpc.webhooks.rotateSecret.mutate({ id: completed.endpointId });
    expect(rotated.secret).not.toBe(secret);
    const before = received.length;
    const { id } = await owner.trpc.webhooks.redeliver.mutate({ deliveryId: completed.id });
    const again = await waitFor(async () => received.slice(before), (list) => list.length >= 1, 30_000);
    expect(again[0]!.eventId).toBe(completed.eventId);
    expect(verifyWebhookSignature(rotated.secret, again[0]!.signature, again[0]!.body, 300, Date.now() / 1000)).toBe(true);
    expect(verifyWebhookSignature(secret, again[0]!.signature, again[0]!.body, 300, Date.now() / 1000)).toBe(false);
    const after = await waitFor(() => owner.trpc.webhooks.deliveries.query(), (rows) => rows.find((r) => r.id === id)?.status === 'delivered');
    expect(after.find((r) => r.id === id)).toMatchObject({ eventId: completed.eventId, attempts: 1, lastResponseCode: 200 });
  });

  it('keeps one account\'s endpoints and deliveries from another, and webhooks from plans without them', async () => {
    const other = await signIn(devBase, 'other@example.com', 'enterprise');
    const [delivery] = await owner.trpc.webhooks.deliveries.query();
    const [endpoint] = await owner.trpc.webhooks.list.query();
    expect(await other.trpc.webhooks.deliveries.query()).toEqual([]);
    expect(await other.trpc.webhooks.list.query()).toEqual([]);
    expect(await refusal(other.trpc.webhooks.redeliver.mutate({ deliveryId: delivery!.id }))).toBe('webhook_not_found');
    expect(await refusal(other.trpc.webhooks.rotateSecret.mutate({ id: endpoint!.id }))).toBe('webhook_not_found');
    expect(await refusal(other.trpc.webhooks.delete.mutate({ id: endpoint!.id }))).toBe('webhook_not_found');
    expect(await owner.trpc.webhooks.list.query()).toHaveLength(2);

    const pro = await signIn(devBase, 'pro@example.com', 'pro');
    expect(await pro.trpc.webhooks.status.query()).toMatchObject({ allowed: false });
    expect(await refusal(pro.trpc.webhooks.create.mutate({ url: `${receiverUrl}/x`, eventTypes: ['job.completed'] }))).toBe('plan_feature_unavailable');
    expect(await refusal(pro.trpc.webhooks.list.query())).toBe('plan_feature_unavailable');
  });

  it('refuses loopback, private and plain-http endpoints when the development conveniences are off', async () => {
    const account = await signIn(prodBase, 'prod@example.com', 'business');
    const port = (receiver.address() as AddressInfo).port;
    const create = (url: string) => refusal(account.trpc.webhooks.create.mutate({ url, eventTypes: ['job.completed'] }));
    expect(await create(`http://127.0.0.1:${port}/hook`)).toBe('webhook_url_invalid');
    expect(await create(`https://127.0.0.1:${port}/hook`)).toBe('webhook_address_refused');
    expect(await create(`https://[::1]:${port}/hook`)).toBe('webhook_address_refused');
    expect(await create('https://169.254.169.254/latest')).toBe('webhook_address_refused');
    expect(await create('https://10.1.2.3/hook')).toBe('webhook_address_refused');
    expect(await create(`https://localhost:${port}/hook`)).toBe('webhook_address_refused');
    expect(await account.trpc.webhooks.list.query()).toEqual([]);
  });

  it('re-checks the address at delivery time: a production delivery to loopback is refused, not sent', async () => {
    const prisma = harness.db.prisma;
    const before = received.length;
    const [event] = await prisma.jobEvent.findMany({ take: 1 });
    await prisma.webhookEndpoint.create({ data: { id: 'endpoint-now-loopback', userId: owner.userId, url: `https://127.0.0.1:${(receiver.address() as AddressInfo).port}/all`, secret: 'whsec_x', eventTypes: ['job.completed'] } });
    await prisma.webhookDelivery.create({ data: { id: 'delivery-to-loopback', eventId: event!.id, endpointId: 'endpoint-now-loopback' } });
    const activities = createWebhookActivities(prisma, { allowLocalTargets: false });
    const failure = await new MockActivityEnvironment().run(activities.deliverWebhook, { deliveryId: 'delivery-to-loopback' }).then(() => null, (e: unknown) => e);
    expect(failure).toMatchObject({ type: 'webhook_address_refused', nonRetryable: true });
    expect(await prisma.webhookDelivery.findUnique({ where: { id: 'delivery-to-loopback' } })).toMatchObject({ status: 'failed', attempts: 1, lastError: 'webhook_address_refused' });
    expect(received.length).toBe(before);
  });
});
