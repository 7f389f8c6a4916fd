import { Worker } from '@temporalio/worker';
import { createComputeActivities } from '../../temporal/activities/compute-activities';
import { SHARED_WORKER_OPTIONS } from '../../temporal/runtime/worker-options';
import { createAppWorker } from '../../temporal/runtime/create-app-worker';
import { createJobGateway } from '../../server/temporal/job-gateway';
import { TASK_QUEUES } from '../../domain/jobs/task-queues';
import { jobViewQuery } from '../../temporal/workflows/messages';
import type { ToolJobInput } from '../../temporal/workflows/tool-job-input';
import type { PlanId } from '../../domain/plans';
import type { JobHarness } from './job-harness';
import { waitFor } from './wait-for';

/** One job's times (ms from the moment the cpu worker started serving the queue). */
export interface ScenarioJob {
  plan: PlanId;
  /** Until its first task on the cpu queue started. */
  waitMs: number;
  /** Until its render was done (a free job's preview, a paid job's output: the last cpu task completed). */
  doneMs: number;
}

const startedOf = (events: { eventTime?: { seconds?: unknown; nanos?: number | null } | null }[]) => events.map((e) => Number(e.eventTime?.seconds ?? 0) * 1000 + Math.round((e.eventTime?.nanos ?? 0) / 1e6));

/**
 * Queues `freeJobs` free sharpener previews on the cpu queue with no worker serving it, then one `latePlan` job after
 * them (the same clip and range), then starts ONE cpu worker with `slots` activity slots and lets every job render.
 * Returns each job's wait and render time from the history (the free jobs first, the late job last).
 */
export async function runPriorityScenario(harness: JobHarness, options: { clip: string; freeJobs: number; latePlan: PlanId; slots: number; rangeS: number; timeoutMs?: number }): Promise<ScenarioJob[]> {
  const gateway = createJobGateway({ client: harness.env.client });
  const plans: PlanId[] = [...Array.from({ length: options.freeJobs }, () => 'basic' as const), options.latePlan];
  const appWorker = await createAppWorker({ connection: harness.env.nativeConnection, namespace: 'default', prisma: harness.db.prisma, workflowBundle: harness.bundle });
  const cpu = await Worker.create({ ...SHARED_WORKER_OPTIONS, connection: harness.env.nativeConnection, taskQueue: TASK_QUEUES.cpu, activities: createComputeActivities(harness.storage), maxConcurrentActivityTaskExecutions: options.slots });
  const jobIds: string[] = [];
  return appWorker.runUntil(async () => {
    for (const plan of plans) {
      const { userId, fileId, sourceKey } = await harness.seedUserAndFile(options.clip, 100);
      const range = { startS: 0, endS: options.rangeS };
      const jobId = await harness.createJobRow({ userId, fileId, toolId: 'video_sharpener', range });
      await harness.db.prisma.job.update({ where: { id: jobId }, data: { plan } });
      const input: ToolJobInput = { jobId, userId, toolId: 'video_sharpener', plan, sourceKey, range, options: {} };
      await gateway.startToolJob(input);
      jobIds.push(jobId);
      // Each job's first cpu task is queued before the next job starts: arrival order is the plans' order.
      await waitFor(async () => (await harness.env.client.workflow.getHandle(jobId).describe()).raw.pendingActivities?.length ?? 0, (pending) => pending > 0);
    }
    const servingAt = Date.now();
    await cpu.runUntil(
      waitFor(
        () => Promise.all(jobIds.map((id) => harness.env.client.workflow.getHandle(id).query(jobViewQuery))),
        (views) => views.every((view, i) => (plans[i] === 'basic' ? view.stage === 'awaiting_export' : view.stage === 'done')),
        options.timeoutMs ?? 300_000,
        250,
      ),
    );
    const jobs: ScenarioJob[] = [];
    for (const [i, id] of jobIds.entries()) {
      const events = (await harness.env.client.workflow.getHandle(id).fetchHistory()).events ?? [];
      const cpuScheduled = new Set(events.filter((e) => e.activityTaskScheduledEventAttributes?.taskQueue?.name === TASK_QUEUES.cpu).map((e) => Number(e.eventId)));
      const started = events.filter((e) => e.activityTaskStartedEventAttributes && cpuScheduled.has(Number(e.activityTaskStartedEventAttributes.scheduledEventId)));
      const completed = events.filter((e) => e.activityTaskCompletedEventAttributes && cpuScheduled.has(Number(e.activityTaskCompletedEventAttributes.scheduledEventId)));
      // The probe that ran before the worker served the queue (none: nothing was served) counts from its start.
      jobs.push({ plan: plans[i]!, waitMs: Math.max(0, Math.min(...startedOf(started)) - servingAt), doneMs: Math.max(...startedOf(completed)) - servingAt });
      // The free previews wait for an export that never comes; the paid job has ended.
      if (plans[i] === 'basic') await harness.env.client.workflow.getHandle(id).terminate('scenario over');
    }
    return jobs;
  });
}
