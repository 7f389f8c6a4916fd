import { randomUUID } from 'node:crypto';
import type { Client } from '@temporalio/client';
import { defaultPayloadConverter, fromPayloadsAtIndex } from '@temporalio/common';

/** A failed job as support sees it: who, which tool, which error, when. */
export interface FailedJob {
  jobId: string;
  workflowType: string;
  userId: string | null;
  toolId: string | null;
  errorCode: string | null;
  closedAt: string | null;
}

const keyword = (attributes: Record<string, unknown[] | undefined>, name: string) => (attributes[name]?.[0] as string | undefined) ?? null;

/** The domain error code a failed run ended with (its failure's type), from the history's last event. */
async function readErrorCode(client: Client, workflowId: string): Promise<string | null> {
  const events = (await client.workflow.getHandle(workflowId).fetchHistory()).events ?? [];
  const failed = events.at(-1)?.workflowExecutionFailedEventAttributes?.failure;
  return failed?.applicationFailureInfo?.type ?? failed?.cause?.applicationFailureInfo?.type ?? null;
}

/** Failed jobs, newest first, from Temporal's visibility (custom search attributes carry the user and tool). */
export async function listFailedJobs(client: Client, limit = 50): Promise<FailedJob[]> {
  const jobs: FailedJob[] = [];
  for await (const run of client.workflow.list({ query: `ExecutionStatus = 'Failed' AND ToolId IS NOT NULL ORDER BY CloseTime DESC` })) {
    const attributes = run.searchAttributes as Record<string, unknown[] | undefined>;
    jobs.push({
      jobId: run.workflowId,
      workflowType: run.type,
      userId: keyword(attributes, 'UserId'),
      toolId: keyword(attributes, 'ToolId'),
      errorCode: await readErrorCode(client, run.workflowId),
      closedAt: run.closeTime?.toISOString() ?? null,
    });
    if (jobs.length >= limit) break;
  }
  return jobs;
}

/** Starts a failed job again from the beginning, with the same input and search attributes (same workflow id). */
export async function restartJob(client: Client, jobId: string): Promise<{ runId: string }> {
  const handle = client.workflow.getHandle(jobId);
  const [description, history] = await Promise.all([handle.describe(), handle.fetchHistory()]);
  const started = history.events?.[0]?.workflowExecutionStartedEventAttributes;
  if (!started) throw new Error(`job ${jobId} has no start event`);
  const args = (started.input?.payloads ?? []).map((_, i) => fromPayloadsAtIndex(defaultPayloadConverter, i, started.input!.payloads!));
  const next = await client.workflow.start(description.type, {
    workflowId: jobId,
    taskQueue: description.taskQueue,
    args,
    typedSearchAttributes: description.typedSearchAttributes,
  });
  return { runId: next.firstExecutionRunId };
}

/**
 * Resets a failed job to the last good step: the workflow task that scheduled the activity which failed. Everything
 * before it (finished segments, the preview, reserved credits) is kept by replay; the failed step runs again.
 */
export async function resetJob(client: Client, jobId: string): Promise<{ runId: string }> {
  const handle = client.workflow.getHandle(jobId);
  const events = (await handle.fetchHistory()).events ?? [];
  const failedActivity = [...events].reverse().find((e) => e.activityTaskFailedEventAttributes || e.activityTaskTimedOutEventAttributes);
  const scheduledId = failedActivity?.activityTaskFailedEventAttributes?.scheduledEventId ?? failedActivity?.activityTaskTimedOutEventAttributes?.scheduledEventId;
  const scheduled = events.find((e) => String(e.eventId) === String(scheduledId));
  const resetPoint = scheduled?.activityTaskScheduledEventAttributes?.workflowTaskCompletedEventId;
  if (!resetPoint) throw new Error(`job ${jobId} has no failed step to reset to: restart it instead`);
  const description = await handle.describe();
  const response = await client.workflowService.resetWorkflowExecution({
    namespace: client.options.namespace,
    workflowExecution: { workflowId: jobId, runId: description.runId },
    workflowTaskFinishEventId: resetPoint,
    reason: 'support: reset to the last good step',
    requestId: randomUUID(),
  });
  return { runId: response.runId ?? '' };
}
