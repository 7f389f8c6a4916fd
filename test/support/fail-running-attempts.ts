import proto from '@temporalio/proto';
import type { Client, WorkflowHandle } from '@temporalio/client';

const { PENDING_ACTIVITY_STATE_STARTED } = proto.temporal.api.enums.v1.PendingActivityState;

/**
 * After a test kills a worker (SIGKILL): fails the workflow's running activity attempts at once, as Temporal does by
 * itself when their heartbeats stop for the heartbeat timeout. Model work allows two minutes there, which a test would
 * spend idle; what the test checks (which work is redone, what is kept) is the same. render-tools.test.ts and the cpu
 * kill tests wait for a real timeout. Returns how many attempts were running.
 */
export async function failRunningAttempts(client: Client, handle: WorkflowHandle): Promise<number> {
  const { raw } = await handle.describe();
  const runId = raw.workflowExecutionInfo?.execution?.runId ?? undefined;
  const running = (raw.pendingActivities ?? []).filter((activity) => activity.state === PENDING_ACTIVITY_STATE_STARTED);
  for (const activity of running) {
    await client.activity.fail({ workflowId: handle.workflowId, runId, activityId: activity.activityId! }, new Error('the worker was killed'));
  }
  return running.length;
}
