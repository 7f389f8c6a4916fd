import { join } from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Worker, type WorkerDeploymentOptions } from '@temporalio/worker';
import type { WorkflowHandle } from '@temporalio/client';
import { startJobHarness, type JobHarness } from '../../test/support/job-harness';
import { makeTestClip } from '../../test/support/make-test-clip';
import { waitFor } from '../../test/support/wait-for';
import { createAppWorker } from './create-app-worker';
import { createComputeActivities } from '../activities/compute-activities';
import { SHARED_WORKER_OPTIONS } from './worker-options';
import { TASK_QUEUES } from '../../domain/jobs/task-queues';
import { jobViewQuery, premiumExportSignal } from '../workflows/messages';
import type { ToolJobInput } from '../workflows/tool-job-input';
import { getWorkerDeployment } from './worker-versioning';
import { readWorkerEnv } from './worker-env';

// A deploy of changed workflow code with worker versioning, on the dev server: release 1's processes run a job, release
// 2's processes start and are made current, and the job started on release 1 finishes there (its workflow tasks and
// its final render), while a job started afterwards runs wholly on release 2.
const DEPLOYMENT = 'kinora-test';
let harness: JobHarness;
let dir: string;
let clip: string;
const releases: { stop: () => void; done: Promise<unknown> }[] = [];

beforeAll(async () => {
  harness = await startJobHarness();
  dir = mkdtempSync(join(tmpdir(), 'kinora-versioning-'));
  clip = makeTestClip(join(dir, 'clip.mp4'), { durationS: 3, width: 320, height: 180 });
});

afterAll(async () => {
  for (const release of releases) release.stop();
  await Promise.all(releases.map((release) => release.done));
  await harness?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** One release's app worker (workflows) and cpu worker (activities), as its processes would configure them. */
async function startRelease(buildId: string) {
  const deployment = getWorkerDeployment(readWorkerEnv({ TEMPORAL_DEPLOYMENT_NAME: DEPLOYMENT, TEMPORAL_BUILD_ID: buildId })) as WorkerDeploymentOptions;
  const identity = `release-${buildId}`;
  const app = await createAppWorker({ connection: harness.env.nativeConnection, namespace: 'default', prisma: harness.db.prisma, workflowBundle: harness.bundle, deployment });
  const cpu = await Worker.create({
    ...SHARED_WORKER_OPTIONS,
    connection: harness.env.nativeConnection,
    taskQueue: TASK_QUEUES.cpu,
    identity,
    activities: createComputeActivities(harness.storage),
    workerDeploymentOptions: deployment,
  });
  let stop!: () => void;
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  releases.push({ stop, done: app.runUntil(cpu.runUntil(stopped)) });
}

/** What an operator runs once a release's processes are up: `temporal worker deployment set-current-version`. */
async function makeCurrent(buildId: string) {
  const service = harness.env.client.workflowService;
  // Refused until the server has seen the release's pollers on every task queue the current release has (else the
  // queues missing from it would become unversioned): retried, as a deploy script does.
  await waitFor(
    () => service.setWorkerDeploymentCurrentVersion({ namespace: 'default', deploymentName: DEPLOYMENT, buildId, identity: 'operator' }).then(() => true, () => false),
    (done) => done,
    60_000,
    500,
  );
}

async function startJob(): Promise<WorkflowHandle> {
  const { userId, fileId, sourceKey } = await harness.seedUserAndFile(clip, 100);
  const range = { startS: 0, endS: 2 };
  const jobId = await harness.createJobRow({ userId, fileId, toolId: 'video_sharpener', range });
  const input: ToolJobInput = { jobId, userId, toolId: 'video_sharpener', plan: 'basic', sourceKey, range, options: {} };
  return harness.env.client.workflow.start('videoSharpenerWorkflow', { taskQueue: TASK_QUEUES.app, workflowId: jobId, args: [input] });
}

const awaitingExport = (handle: WorkflowHandle) => waitFor(() => handle.query(jobViewQuery), (view) => view.stage === 'awaiting_export', 120_000);

/** The build ids that completed the job's workflow tasks, and the identities of the workers that ran its activities. */
async function whereItRan(handle: WorkflowHandle) {
  const events = (await handle.fetchHistory()).events ?? [];
  const builds = new Set(events.flatMap((event) => {
    const attributes = event.workflowTaskCompletedEventAttributes;
    const buildId = attributes?.deploymentVersion?.buildId ?? attributes?.workerDeploymentVersion?.split('.').pop();
    return attributes ? [buildId ?? 'unversioned'] : [];
  }));
  const activityWorkers = new Set(events.flatMap((event) => (event.activityTaskStartedEventAttributes?.identity ? [event.activityTaskStartedEventAttributes.identity] : [])));
  return { builds: [...builds], activityWorkers: [...activityWorkers] };
}

describe('worker versioning', () => {
  it('finishes a job on the release it started on while new jobs start on the new release', async () => {
    await startRelease('1');
    await makeCurrent('1');
    const old = await startJob();
    await awaitingExport(old);

    await startRelease('2');
    await makeCurrent('2');
    const fresh = await startJob();
    await awaitingExport(fresh);

    // The old job goes on: its final render and its last workflow tasks run on release 1, beside release 2.
    await old.signal(premiumExportSignal);
    const result = await old.result();
    expect(result).toBeDefined();
    const oldRan = await whereItRan(old);
    expect(oldRan.builds).toEqual(['1']);
    expect(oldRan.activityWorkers.filter((identity) => identity.startsWith('release-'))).toEqual(['release-1']);
    const freshRan = await whereItRan(fresh);
    expect(freshRan.builds).toEqual(['2']);
    expect(freshRan.activityWorkers.filter((identity) => identity.startsWith('release-'))).toEqual(['release-2']);
    await fresh.cancel();
  });
});
