import { ApplicationFailure, CancellationScope, condition, isCancellation, setHandler } from '@temporalio/workflow';
import { getTool } from '../../../domain/catalogue/get-tool';
import { getComputeQueue } from '../../../domain/jobs/task-queues';
import { toMilliCredits } from '../../../domain/jobs/milli-credits';
import type { JobView } from '../../../domain/jobs/job-view';
import type { MediaInfo } from '../../../domain/media/media-info';
import { validateJobInput } from '../../../domain/rules/validate-job-input';
import { getFinalCaps, getPreviewCaps } from '../../../domain/rules/get-output-caps';
import { fitWithinCap } from '../../../domain/rules/fit-within-cap';
import { getExportPlan } from '../../../domain/jobs/get-export-plan';
import { getCreditCost } from '../../../domain/rules/get-credit-cost';
import type { ToolDefinition } from '../../../domain/catalogue/tool-definition';
import type { RenderLookInput } from '../../activities/media-activities';
import { jobViewQuery, premiumExportSignal } from '../messages';
import type { ToolJobInput } from '../tool-job-input';
import { appActivities, mediaActivities } from './activity-proxies';
import { getFailureError } from './failure-code';
import { JobState } from './job-state';
import { renderStage } from './render-stage';

const FINAL_STEP = 'final';
// A preview waits this long for Premium Export before the project closes (its outputs stay downloadable).
const EXPORT_WAIT = '30 days';

function makeLook(input: ToolJobInput, media: MediaInfo, options: Record<string, unknown>, cap: number, watermark: boolean): RenderLookInput {
  const size = fitWithinCap(media.width, media.height, cap);
  return { toolId: input.toolId, options, width: size.width, height: size.height, sourceWidth: media.width, sourceHeight: media.height, watermark };
}

function badInput(code: string, params?: Record<string, string | number>): ApplicationFailure {
  return ApplicationFailure.create({ type: code, message: `invalid job input: ${code}`, nonRetryable: true, details: params ? [params] : [] });
}

/**
 * The life of a preview-then-export tool job, shared by every tool whose work is a render:
 * probe and validate, render a capped watermarked preview (free plan), wait for Premium Export, reserve credits,
 * render the full output, capture the credits. Failure or cancellation releases the credits (never a double charge).
 */
export async function runPreviewExportJob(input: ToolJobInput): Promise<JobView> {
  const tool: ToolDefinition = getTool(input.toolId);
  const queue = getComputeQueue(tool.hardware);
  const state = new JobState(input, tool.states.beforeLoaded);
  let exportRequested = false;
  let creditsReserved = false;
  setHandler(jobViewQuery, () => state.view);
  setHandler(premiumExportSignal, () => {
    exportRequested = true;
  });

  try {
    await state.enter('probing', 'preprocessing');
    const media = await mediaActivities(queue).probe.probeMedia({ key: input.sourceKey });
    const validation = validateJobInput({
      tool,
      plan: input.plan,
      media,
      range: input.range,
      options: input.options,
      // Usage and credits were checked by the server when the job started; here only the media itself is re-checked.
      usage: { uploadsToday: 0, creditsBalance: Number.MAX_SAFE_INTEGER, videosInProject: 1 },
    });
    if (!validation.ok) throw badInput(validation.errors[0]!.code, validation.errors[0]!.params);
    const options = validation.options;
    // The paid render covers the selected range within the export plan's cap, and costs exactly what it renders.
    const finalCaps = getFinalCaps(tool, getExportPlan(input.plan));
    const finalRange = { startS: input.range.startS, endS: Math.min(input.range.endS, input.range.startS + finalCaps.maxDurationS) };
    const finalCostMilli = toMilliCredits(getCreditCost(tool, { seconds: finalRange.endS - finalRange.startS }));
    await state.enter('probing', 'preprocessed', undefined, { media, final_cost_milli: finalCostMilli });

    if (input.plan === 'basic') {
      const caps = getPreviewCaps(tool, input.plan);
      const previewRange = { startS: input.range.startS, endS: Math.min(input.range.endS, input.range.startS + caps.maxDurationS) };
      await state.enter('preview', 'work_running', tool.states.freePlan, { preview_range: previewRange });
      const previewKey = await renderStage(state, input, queue, 'preview', previewRange, makeLook(input, media, options, caps.maxResolution, caps.watermark));
      state.view.outputs = { ...state.view.outputs, preview: previewKey };
      await state.enter('awaiting_export', 'work_done', tool.states.freePlanFinished);

      // Wait for Premium Export; if the credits fall short, say so and keep waiting (the user can top up and retry).
      for (;;) {
        if (!(await condition(() => exportRequested, EXPORT_WAIT))) {
          // Nobody exported within the wait: close the project; the preview stays downloadable.
          await state.enter('done', 'completed');
          return state.view;
        }
        exportRequested = false;
        try {
          await appActivities.reserveJobCredits({ userId: input.userId, jobId: input.jobId, step: FINAL_STEP, amountMilli: finalCostMilli });
          creditsReserved = true;
          break;
        } catch (error) {
          const failure = getFailureError(error);
          if (failure.code !== 'not_enough_credits') throw error;
          await state.enter('awaiting_export', 'work_done', tool.states.freePlanFinished, { error: failure });
        }
      }
    } else {
      await appActivities.reserveJobCredits({ userId: input.userId, jobId: input.jobId, step: FINAL_STEP, amountMilli: finalCostMilli });
      creditsReserved = true;
    }

    await state.enter('final', 'work_running', tool.states.purchasedPlan, { error: null });
    const finalKey = await renderStage(state, input, queue, 'final', finalRange, makeLook(input, media, options, finalCaps.maxResolution, finalCaps.watermark));
    await appActivities.captureJobCredits({ jobId: input.jobId, step: FINAL_STEP });
    creditsReserved = false;
    state.view.outputs = { ...state.view.outputs, final: finalKey };
    await state.enter('done', 'download_ready', tool.states.purchasedPlanFinished);
    return state.view;
  } catch (error) {
    const failure = getFailureError(error);
    await CancellationScope.nonCancellable(async () => {
      if (creditsReserved) await appActivities.releaseJobCredits({ jobId: input.jobId, step: FINAL_STEP });
      if (isCancellation(error)) await state.enter('cancelled', 'cancelled');
      else await state.enter('failed', 'halted', undefined, { error: failure });
    });
    if (isCancellation(error)) throw error;
    throw ApplicationFailure.create({ type: failure.code, message: `job failed: ${failure.code}`, nonRetryable: true, details: failure.params ? [failure.params] : [] });
  }
}
