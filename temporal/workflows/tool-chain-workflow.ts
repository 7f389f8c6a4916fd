import { ApplicationFailure, executeChild, isCancellation, setHandler } from '@temporalio/workflow';
import { getChainStepJobId, type ChainView } from '../../domain/jobs/chain-view';
import { getWorkflowType } from '../../domain/jobs/get-workflow-type';
import type { JobView } from '../../domain/jobs/job-view';
import { TASK_QUEUES } from '../../domain/jobs/task-queues';
import { appActivities, mediaActivities } from './steps/activity-proxies';
import { getFailureError } from './steps/failure-code';
import { JOB_ID, PLAN, TOOL_ID, USER_ID } from './search-attributes';
import type { ToolJobInput } from './tool-job-input';
import { chainViewQuery, type ToolChainInput } from './messages';

/**
 * Tool chaining: runs tools in sequence, each step a child workflow (its own job, page and history) whose input is the
 * previous step's output, registered as a file of the user. Steps render their paid output straight away (the chain's
 * price was shown before it started). A failed or cancelled step ends the chain; steps already done keep their outputs.
 */
export async function toolChainWorkflow(input: ToolChainInput): Promise<ChainView> {
  const view: ChainView = {
    chain_id: input.chainId,
    stage: 'running',
    steps: input.steps.map((step, i) => ({ tool_id: step.toolId, job_id: getChainStepJobId(input.chainId, i + 1), status: 'waiting', output: null })),
    error: null,
  };
  setHandler(chainViewQuery, () => view);
  const { probe } = mediaActivities(TASK_QUEUES.cpu);
  let sourceKeys = input.sourceKeys;
  let fileId = input.fileIds[0]!;
  let current = 0;
  try {
    for (const [index, step] of input.steps.entries()) {
      current = index;
      const jobId = view.steps[index]!.job_id;
      const media = await probe.probeMedia({ key: sourceKeys[0]! });
      if (index > 0) {
        const previous = view.steps[index - 1]!;
        ({ fileId } = await appActivities.registerOutputFile({ userId: input.userId, jobId: previous.job_id, key: sourceKeys[0]!, media, name: `${previous.tool_id}-${previous.job_id}.mp4` }));
      }
      const range = { startS: 0, endS: media.durationS };
      await appActivities.createChainStepJob({ jobId, chainId: input.chainId, userId: input.userId, fileId, toolId: step.toolId, plan: input.plan, range, options: step.options });
      view.steps[index] = { ...view.steps[index]!, status: 'running' };
      const stepInput: ToolJobInput = { jobId, userId: input.userId, toolId: step.toolId, plan: input.plan, sourceKey: sourceKeys[0]!, sourceKeys, range, options: step.options, autoExport: true };
      const result = await executeChild<(job: ToolJobInput) => Promise<JobView>>(getWorkflowType(step.toolId), {
        workflowId: jobId,
        taskQueue: TASK_QUEUES.app,
        args: [stepInput],
        typedSearchAttributes: [
          { key: JOB_ID, value: jobId },
          { key: USER_ID, value: input.userId },
          { key: TOOL_ID, value: step.toolId },
          { key: PLAN, value: input.plan },
        ],
      });
      view.steps[index] = { ...view.steps[index]!, status: 'done', output: result.outputs.final };
      sourceKeys = [result.outputs.final!];
    }
    view.stage = 'done';
    return view;
  } catch (error) {
    const cancelled = isCancellation(error);
    view.stage = cancelled ? 'cancelled' : 'failed';
    view.error = cancelled ? null : getFailureError(error);
    view.steps[current] = { ...view.steps[current]!, status: cancelled ? 'cancelled' : 'failed' };
    if (cancelled) throw error;
    throw ApplicationFailure.create({ type: view.error!.code, message: `chain failed at step ${current + 1}`, nonRetryable: true });
  }
}
