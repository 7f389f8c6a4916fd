import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { startTestHttpServer } from '../../test/support/start-test-http-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { Client } from '@temporalio/client';
import { Worker } from '@temporalio/worker';
import { createApiClient } from '../../test/support/api-client';
import { createJobGateway } from '../temporal/job-gateway';
import { closeHttpServer } from '../../test/support/close-http-server';
import { settleTemporalCalls } from '../../test/support/start-test-temporal';
import { startJobHarness, type JobHarness } from '../../test/support/job-harness';
import { makeTestClip } from '../../test/support/make-test-clip';
import { tusMetadata } from '../../test/support/http-visitor';
import { waitFor } from '../../test/support/wait-for';
import { bundleWorkflows, createAppWorker } from '../../temporal/runtime/create-app-worker';
import { createComputeActivities } from '../../temporal/activities/compute-activities';
import { SHARED_WORKER_OPTIONS } from '../../temporal/runtime/worker-options';
import { TASK_QUEUES } from '../../domain/jobs/task-queues';
import { startTracing, type Tracing } from '../../temporal/runtime/observability/tracing';

// Tracing as an operator turns it on: one trace from the tRPC call that starts a job through its workflow to every
// activity the workflow ran, across the app and a cpu worker (same process here, spans kept in memory).
const exporter = new InMemorySpanExporter();
let tracing: Tracing;
let harness: JobHarness;
let server: Server;
let base: string;
let dir: string;
let stop: () => void;
let workersDone: Promise<unknown>;

beforeAll(async () => {
  tracing = startTracing({ serviceName: 'kinora-test', spanProcessor: new SimpleSpanProcessor(exporter) });
  harness = await startJobHarness();
  dir = mkdtempSync(join(tmpdir(), 'kinora-tracing-'));
  const plugins = [tracing.plugin];
  const client = new Client({ connection: harness.env.connection, namespace: 'default', plugins });
  ({ server, base } = await startTestHttpServer({ dir, prisma: harness.db.prisma, storage: harness.storage, jobs: createJobGateway({ client }) }));
  const appWorker = await createAppWorker({ connection: harness.env.nativeConnection, namespace: 'default', prisma: harness.db.prisma, workflowBundle: await bundleWorkflows(plugins), plugins });
  const cpuWorker = await Worker.create({
    ...SHARED_WORKER_OPTIONS,
    connection: harness.env.nativeConnection,
    taskQueue: TASK_QUEUES.cpu,
    activities: createComputeActivities(harness.storage),
    plugins,
  });
  let release!: () => void;
  const stopped = new Promise<void>((r) => (release = r));
  stop = release;
  workersDone = appWorker.runUntil(cpuWorker.runUntil(stopped));
});

afterAll(async () => {
  await closeHttpServer(server);
  if (harness) await settleTemporalCalls(harness.env);
  stop?.();
  await workersDone;
  await harness?.close();
  await tracing?.shutdown();
  trace.disable();
  rmSync(dir, { recursive: true, force: true });
});

async function uploadClip() {
  const { request, trpc } = createApiClient(base);
  const bytes = readFileSync(makeTestClip(join(dir, 'clip.mp4'), { durationS: 3, width: 320, height: 180 }));
  const created = await request('/api/uploads', { method: 'POST', headers: { 'tus-resumable': '1.0.0', 'upload-length': String(bytes.length), 'upload-metadata': tusMetadata({ filename: 'clip.mp4' }) } });
  const last = await request(created.headers.get('location')!, {
    method: 'PATCH',
    headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: new Uint8Array(bytes),
  });
  const { file } = (await last.json()) as { file: { id: string } };
  return { trpc, fileId: file.id };
}

describe('tracing', () => {
  it('one job is one trace: the tRPC call that started it, its workflow and every activity it ran', async () => {
    const { trpc, fileId } = await uploadClip();
    const { jobId } = await trpc.jobs.start.mutate({ fileId, toolId: 'video_sharpener', range: { startS: 0, endS: 2 }, options: {} });
    await waitFor(() => trpc.jobs.get.query({ jobId }), (job) => job.stage === 'awaiting_export', 120_000);
    // The free preview is done; cancelling ends the workflow, so its own span ends and is exported too.
    await trpc.jobs.cancel.mutate({ jobId });
    const handle = harness.env.client.workflow.getHandle(jobId);
    await handle.result().catch(() => undefined);

    const spans = exporter.getFinishedSpans();
    const root = spans.find((span) => span.name === 'trpc jobs.start');
    expect(root, 'the tRPC span').toBeDefined();
    const inTrace = (name: string) => spans.filter((span) => span.spanContext().traceId === root!.spanContext().traceId && span.name === name);
    const names = (list: ReadableSpan[]) => list.map((span) => span.name);
    expect(names(inTrace('StartWorkflow:videoSharpenerWorkflow').concat(inTrace('RunWorkflow:videoSharpenerWorkflow'))).length, names(spans).join(', ')).toBeGreaterThanOrEqual(2);

    const history = await handle.fetchHistory();
    const activityTypes = new Set((history.events ?? []).flatMap((event) => (event.activityTaskScheduledEventAttributes?.activityType?.name ? [event.activityTaskScheduledEventAttributes.activityType.name] : [])));
    expect(activityTypes.size).toBeGreaterThan(2);
    for (const type of activityTypes) expect(inTrace(`RunActivity:${type}`).length, `activity ${type} in the job's trace`).toBeGreaterThan(0);
  });
});
