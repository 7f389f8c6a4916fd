import { WorkflowNotFoundError, type Client } from '@temporalio/client';
import { defaultPayloadConverter } from '@temporalio/common';
import { TASK_QUEUES } from '../../domain/jobs/task-queues';
import { getTaskPriority } from '../../domain/jobs/get-task-priority';
import type { PlanId } from '../../domain/plans';
import type { LinkImportInput, LinkImportResult } from '../../temporal/workflows/link-import-workflow';
import type { FetchLinkHeartbeat } from '../../temporal/activities/links/link-activities';

/** The workflow id of a file's import. */
export const getLinkImportWorkflowId = (fileId: string) => `link-${fileId}`;

/** Starts a file's import (once per file: its workflow id is the file's). */
export async function startLinkImport(client: Client, input: LinkImportInput, plan: PlanId): Promise<void> {
  await client.workflow.start('linkImportWorkflow', {
    taskQueue: TASK_QUEUES.app,
    workflowId: getLinkImportWorkflowId(input.fileId),
    args: [input],
    workflowIdReusePolicy: 'REJECT_DUPLICATE',
    priority: { priorityKey: getTaskPriority(plan, 'final') },
  });
}

/** Where an import stands: bytes received so far (the download's last heartbeat), or how it ended. */
export type LinkImportState =
  | { status: 'importing'; receivedBytes: number; totalBytes: number | null }
  | LinkImportResult
  | { status: 'unknown' };

/** Reads an import's state from Temporal (progress from the pending download's heartbeat details). */
export async function readLinkImport(client: Client, fileId: string): Promise<LinkImportState> {
  const handle = client.workflow.getHandle<(input: LinkImportInput) => Promise<LinkImportResult>>(getLinkImportWorkflowId(fileId));
  try {
    const description = await handle.describe();
    if (description.status.name === 'COMPLETED') return await handle.result();
    if (description.status.name !== 'RUNNING') return { status: 'unknown' };
    const pending = description.raw.pendingActivities?.find((activity) => activity.activityType?.name === 'fetchLink');
    const payload = pending?.heartbeatDetails?.payloads?.[0];
    const beat = payload ? (defaultPayloadConverter.fromPayload(payload) as FetchLinkHeartbeat) : null;
    return { status: 'importing', receivedBytes: beat?.receivedBytes ?? 0, totalBytes: beat?.totalBytes ?? null };
  } catch (error) {
    if (error instanceof WorkflowNotFoundError) return { status: 'unknown' };
    throw error;
  }
}
