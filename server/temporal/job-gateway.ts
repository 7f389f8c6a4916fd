import { Client, Connection, WorkflowExecutionAlreadyStartedError, WorkflowFailedError, WorkflowNotFoundError, type WorkflowHandle } from '@temporalio/client';
import { ActivityFailure, ApplicationFailure, defaultPayloadConverter, fromPayloadsAtIndex } from '@temporalio/common';
import proto from '@temporalio/proto';
import { getWorkflowType } from '../../domain/jobs/get-workflow-type';
import { ONE_EDITOR_WORKFLOW_TYPE } from '../../domain/editing/timeline/editor-contract';
import { getQueuedStatus } from '../../domain/jobs/get-queued-status';
import type { JobView, PendingActivityProgress } from '../../domain/jobs/job-view';
import { refineJobProgress } from '../../domain/progress/refine-job-progress';
import type { ActivityProgress } from '../../domain/jobs/activity-progress';
import { TASK_QUEUES } from '../../domain/jobs/task-queues';
import type { MediaInfo } from '../../domain/media/media-info';
import { changeOptionsSignal, jobViewQuery, pauseSignal, premiumExportSignal, resumeSignal, selectFacesSignal, toggleDecisionsSignal, approveEditSignal } from '../../temporal/workflows/messages';
import { JOB_ID, PLAN, TOOL_ID, USER_ID } from '../../temporal/workflows/search-attributes';
import type { ToolJobInput } from '../../temporal/workflows/tool-job-input';
import type { PlayableCopyInput } from '../../temporal/workflows/playable-copy-workflow';
import { getTaskPriority } from '../../domain/jobs/get-task-priority';
import { chainViewQuery, type ToolChainInput } from '../../temporal/workflows/messages';
import type { ChainView } from '../../domain/jobs/chain-view';
import { resetJob, restartJob } from './job-support';
import { createProgressMemory } from './progress-memory';
import { cancelSubscriptionSignal, type SubscriptionInput } from '../../temporal/workflows/subscription-workflow';

const subscriptionWorkflow = 'subscriptionWorkflow';

export class GatewayError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly params?: Record<string, string | number>,
  ) {
    super(message);
  }
}

/** Walks WorkflowFailedError -> ActivityFailure -> ApplicationFailure to the domain error code. */
export function getErrorCodeOf(error: unknown): { code: string; params?: Record<string, string | number> } {
  let cause: unknown = error;
  while (cause instanceof WorkflowFailedError || cause instanceof ActivityFailure) cause = cause.cause;
  if (cause instanceof ApplicationFailure && cause.type) {
    const details = cause.details?.[0];
    return details && typeof details === 'object' ? { code: cause.type, params: details as Record<string, number> } : { code: cause.type };
  }
  return { code: 'internal_error' };
}

const { PENDING_ACTIVITY_STATE_SCHEDULED } = proto.temporal.api.enums.v1.PendingActivityState;

type WorkflowDescription = Awaited<ReturnType<WorkflowHandle['describe']>>['raw'];

function getPendingProgress(description: WorkflowDescription): PendingActivityProgress[] {
  return (description.pendingActivities ?? []).map((activity) => {
    const details = activity.heartbeatDetails?.payloads?.length
      ? fromPayloadsAtIndex<Partial<ActivityProgress>>(defaultPayloadConverter, 0, activity.heartbeatDetails.payloads)
      : undefined;
    return {
      started: activity.state !== PENDING_ACTIVITY_STATE_SCHEDULED,
      pass: details?.pass ?? null,
      percent: details?.percent ?? 0,
      etaS: details?.etaS ?? null,
    };
  });
}

// What this process last showed of each job (held percent, smoothed ETA): every page of a job sees the same calm bar.
const progressMemory = createProgressMemory();

/**
 * A workflow's view with its running activities' progress (bar, ETA, the queue it waits in), held and smoothed after
 * what this process last showed of the job (never backwards, no jumping ETA).
 */
export function refineWithHeartbeats(view: JobView, pending: PendingActivityProgress[]): JobView {
  return progressMemory.show(refineJobProgress(view, pending, getQueuedStatus(view.work.queue ?? ''), Date.now()));
}

/**
 * The app's one door to Temporal: start a tool, read its view, signal, cancel, probe an upload. The connection is made
 * lazily once and shared by every request; routers never build workflow options themselves.
 */
export function createJobGateway(options: { address: string; namespace: string } | { client: Client }) {
  let clientPromise: Promise<Client> | null = 'client' in options ? Promise.resolve(options.client) : null;
  const getClient = () =>
    (clientPromise ??= 'address' in options
      ? Connection.connect({ address: options.address }).then((connection) => new Client({ connection, namespace: options.namespace }))
      : Promise.reject(new Error('no Temporal client')));

  return {
    getClient,

    /** Starts a subscription's durable life (idempotent: one workflow per subscription id). */
    async startSubscription(input: SubscriptionInput): Promise<void> {
      const client = await getClient();
      await client.workflow
        .start(subscriptionWorkflow, {
          taskQueue: TASK_QUEUES.app,
          workflowId: `subscription-${input.subscriptionId}`,
          args: [input],
          typedSearchAttributes: [{ key: USER_ID, value: input.userId }],
        })
        .catch((error: unknown) => {
          if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
        });
    },

    async cancelSubscription(subscriptionId: string, canceledOnMs: number): Promise<void> {
      const client = await getClient();
      await client.workflow.getHandle(`subscription-${subscriptionId}`).signal(cancelSubscriptionSignal, { canceledOnMs });
    },

    async startToolJob(input: ToolJobInput): Promise<void> {
      const client = await getClient();
      await client.workflow.start(getWorkflowType(input.toolId), {
        taskQueue: TASK_QUEUES.app,
        workflowId: input.jobId,
        args: [input],
        // Every task of the job (workflow and activities) inherits its plan's priority: paid work first.
        priority: { priorityKey: getTaskPriority(input.plan, input.autoExport ? 'final' : 'preview') },
        typedSearchAttributes: [
          { key: JOB_ID, value: input.jobId },
          { key: USER_ID, value: input.userId },
          { key: TOOL_ID, value: input.toolId },
          { key: PLAN, value: input.plan },
        ],
      });
    },

    /** A OneEditor export: a tool job whose options are OneEditorJobOptions, run by `oneEditorWorkflow`. */
    async startOneEditorJob(input: ToolJobInput): Promise<void> {
      const client = await getClient();
      await client.workflow.start(ONE_EDITOR_WORKFLOW_TYPE, {
        taskQueue: TASK_QUEUES.app,
        workflowId: input.jobId,
        args: [input],
        priority: { priorityKey: getTaskPriority(input.plan, 'final') },
        typedSearchAttributes: [
          { key: JOB_ID, value: input.jobId },
          { key: USER_ID, value: input.userId },
          { key: TOOL_ID, value: input.toolId },
          { key: PLAN, value: input.plan },
        ],
      });
    },

    /** The workflow's view refined with its running activities' heartbeats; null when there is no such workflow. */
    async getJobView(jobId: string): Promise<JobView | null> {
      const handle = (await getClient()).workflow.getHandle(jobId);
      try {
        const [view, description] = await Promise.all([handle.query(jobViewQuery), handle.describe()]);
        return refineWithHeartbeats(view, getPendingProgress(description.raw));
      } catch (error) {
        if (error instanceof WorkflowNotFoundError) return null;
        throw error;
      }
    },

    /**
     * The running activities' heartbeats (pass, percent, ETA), one describe and no query, so no worker has to answer;
     * null when there is no such workflow. The app's pushed views are refined with these (server/jobs/job-view-hub.ts).
     */
    async getPendingProgress(jobId: string): Promise<PendingActivityProgress[] | null> {
      try {
        return getPendingProgress((await (await getClient()).workflow.getHandle(jobId).describe()).raw);
      } catch (error) {
        if (error instanceof WorkflowNotFoundError) return null;
        throw error;
      }
    },

    async requestPremiumExport(jobId: string): Promise<void> {
      await (await getClient()).workflow.getHandle(jobId).signal(premiumExportSignal);
    },

    async startChain(input: ToolChainInput): Promise<void> {
      await (await getClient()).workflow.start('toolChainWorkflow', {
        taskQueue: TASK_QUEUES.app,
        workflowId: input.chainId,
        args: [input],
        priority: { priorityKey: getTaskPriority(input.plan, 'final') },
        typedSearchAttributes: [{ key: USER_ID, value: input.userId }, { key: PLAN, value: input.plan }],
      });
    },
    /**
     * A chain's view, only for its owner (the UserId search attribute it was started with, which may be a visitor
     * merged into the account since); null otherwise.
     */
    async getChainView(chainId: string, ownerIds: readonly string[]): Promise<ChainView | null> {
      const handle = (await getClient()).workflow.getHandle(chainId);
      try {
        const description = await handle.describe();
        if (description.type !== 'toolChainWorkflow' || !ownerIds.includes(String(description.searchAttributes.UserId?.[0]))) return null;
        return await handle.query(chainViewQuery);
      } catch (error) {
        if (error instanceof WorkflowNotFoundError) return null;
        throw error;
      }
    },
    async cancelChain(chainId: string): Promise<void> {
      await (await getClient()).workflow.getHandle(chainId).cancel();
    },
    /**
     * The current run id of each job's workflow, for links to the Temporal UI. Best effort within `withinMs`: a job
     * Temporal does not know, or a Temporal that does not answer in time, simply has no run id.
     */
    async findRunIds(jobIds: readonly string[], withinMs = 2000): Promise<Record<string, string>> {
      const lookup = (async () => {
        const client = await getClient();
        const runs = await Promise.all(jobIds.map((id) => client.workflow.getHandle(id).describe().then((d) => [id, d.runId] as const, () => null)));
        return Object.fromEntries(runs.filter((run) => run !== null));
      })();
      const timeout = new Promise<Record<string, string>>((done) => setTimeout(() => done({}), withinMs).unref());
      return Promise.race([lookup.catch(() => ({})), timeout]);
    },
    restartJob: async (jobId: string) => restartJob(await getClient(), jobId),
    resetJob: async (jobId: string) => resetJob(await getClient(), jobId),
    async pauseJob(jobId: string): Promise<void> {
      await (await getClient()).workflow.getHandle(jobId).signal(pauseSignal);
    },
    async resumeJob(jobId: string): Promise<void> {
      await (await getClient()).workflow.getHandle(jobId).signal(resumeSignal);
    },
    async changeJobOptions(jobId: string, options: Record<string, unknown>): Promise<void> {
      await (await getClient()).workflow.getHandle(jobId).signal(changeOptionsSignal, { options });
    },
    /** Face or plate blurring: the people (track ids) the user chose to blur. */
    async selectFaces(jobId: string, indices: number[] | 'all'): Promise<void> {
      await (await getClient()).workflow.getHandle(jobId).signal(selectFacesSignal, { indices });
    },
    async toggleDecisions(jobId: string, toggled: number[]): Promise<void> {
      await (await getClient()).workflow.getHandle(jobId).signal(toggleDecisionsSignal, { toggled });
    },
    async approveEdit(jobId: string): Promise<void> {
      await (await getClient()).workflow.getHandle(jobId).signal(approveEditSignal);
    },
    /** A job's workflow handle, for tool-specific messages kept in the tool's own module (the background changer's updates). */
    async getJobHandle(jobId: string): Promise<WorkflowHandle> {
      return (await getClient()).workflow.getHandle(jobId);
    },
    async cancelJob(jobId: string): Promise<void> {
      await (await getClient()).workflow.getHandle(jobId).cancel();
    },

    /** Starts the browser-playable copy of an upload (once per file: the workflow id is the file's). */
    async startPlayableCopy(input: PlayableCopyInput): Promise<void> {
      await (await getClient()).workflow.start('playableCopyWorkflow', {
        taskQueue: TASK_QUEUES.app,
        workflowId: `playable-${input.fileId}`,
        args: [input],
        workflowIdReusePolicy: 'REJECT_DUPLICATE',
      });
    },

    /** Probes an upload on a compute worker; bad media becomes a GatewayError carrying its domain code. */
    async probeUpload(fileId: string, key: string): Promise<MediaInfo> {
      const client = await getClient();
      try {
        return await client.workflow.execute('probeUploadWorkflow', {
          taskQueue: TASK_QUEUES.app,
          workflowId: `probe-${fileId}`,
          args: [{ key }],
          workflowExecutionTimeout: '5 minutes',
        });
      } catch (error) {
        const { code, params } = getErrorCodeOf(error);
        throw new GatewayError(code, `probe failed: ${code}`, params);
      }
    },
  };
}

export type JobGateway = ReturnType<typeof createJobGateway>;
