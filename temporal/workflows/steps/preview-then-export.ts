import { ApplicationFailure, condition } from '@temporalio/workflow';
import { toMilliCredits } from '../../../domain/jobs/milli-credits';
import { getExportPlan } from '../../../domain/jobs/get-export-plan';
import { getExportCost } from '../../../domain/rules/get-export-cost';
import { getFinalCaps, getPreviewCaps } from '../../../domain/rules/get-output-caps';
import { getRenderSize } from '../../../domain/rules/get-upscale-plan';
import { validateJobInput } from '../../../domain/rules/validate-job-input';
import type { OutputCaps } from '../../../domain/catalogue/tool-definition';
import type { RenderLookInput } from '../../activities/render/render-activities';
import { getFailureError } from './failure-code';
import type { Source } from './preprocess';
import type { RenderRequest } from './render-in-segments';
import type { ToolJob } from './tool-job';

// A preview waits this long for Premium Export before the project closes (its outputs stay downloadable).
const EXPORT_WAIT = '30 days';

function makeLook(job: ToolJob, source: Source, caps: OutputCaps): RenderLookInput {
  const { width, height } = source.media;
  // The source fitted into the cap; an upscaler's planned output (factor or target height) within the cap.
  const size = getRenderSize(job.tool.id, job.view.options, { width, height }, caps.maxResolution);
  return { toolId: job.tool.id, options: job.view.options, width: size.width, height: size.height, sourceWidth: width, sourceHeight: height, watermark: caps.watermark };
}

const clampRange = (range: { startS: number; endS: number }, maxS: number) => ({ startS: range.startS, endS: Math.min(range.endS, range.startS + maxS) });
const toUserRange = (source: Source, range: { startS: number; endS: number }) => ({ startS: range.startS + source.offsetS, endS: range.endS + source.offsetS });

/**
 * The life of a preview-then-export job, shared by every tool whose work is a render. Free plan: a capped, watermarked
 * preview, then wait for the user: changed options render the preview again; Premium Export reserves the credits.
 * Paid plans (and chain steps) go straight to the paid render. The paid render covers the selected range within the
 * export plan's caps and costs exactly what it renders; its credits are captured once it exists.
 */
export async function previewThenExport(job: ToolJob, source: Source, render: (request: RenderRequest) => Promise<string>): Promise<void> {
  const { tool, input } = job;
  const { credits } = job;
  const finalCaps = getFinalCaps(tool, getExportPlan(input.plan));
  const finalRange = clampRange(source.range, finalCaps.maxDurationS);
  // The price the tool page quoted, by the same rule, now on the prepared source's range (the same length unless the
  // video turned out shorter): the export costs exactly what it renders.
  const finalCost = getExportCost(tool, { plan: input.plan, range: source.range, options: job.view.options });
  if (finalCost === null) throw ApplicationFailure.create({ type: 'tool_not_available', message: `${tool.id} has no export price`, nonRetryable: true });
  const finalCostMilli = toMilliCredits(finalCost);
  await job.enter('probing', 'preprocessed', undefined, { final_cost_milli: finalCostMilli });
  if (input.plan === 'basic' && !input.autoExport) {
    const previewCaps = getPreviewCaps(tool, input.plan);
    const previewRange = clampRange(source.range, previewCaps.maxDurationS);
    for (let waiting = false; ; ) {
      if (!waiting) {
        await job.enter('preview', 'work_running', tool.states.freePlan, { preview_range: toUserRange(source, previewRange), error: null });
        const preview = await render({ stage: 'preview', revision: job.view.preview_revision, range: previewRange, look: makeLook(job, source, previewCaps) });
        job.view = { ...job.view, outputs: { ...job.view.outputs, preview } };
        await job.enter('awaiting_export', 'work_done', tool.states.freePlanFinished);
      }
      const event = await waitForUser(job);
      if (event === 'timeout') {
        // Nobody exported within the wait: close the project; the preview stays downloadable.
        await job.enter('done', 'completed');
        return;
      }
      if (event === 'options') {
        waiting = !applyRequestedOptions(job, source);
        if (waiting) await job.enter('awaiting_export', 'work_done', undefined, { error: { code: 'option_invalid' } });
        else job.view = { ...job.view, preview_revision: job.view.preview_revision + 1 };
        continue;
      }
      try {
        await credits.reserve();
        break;
      } catch (error) {
        const failure = getFailureError(error);
        if (failure.code !== 'not_enough_credits') throw error;
        // Keep waiting: the user can top up and press export again.
        waiting = true;
        await job.enter('awaiting_export', 'work_done', tool.states.freePlanFinished, { error: failure });
      }
    }
  } else {
    await credits.reserve();
  }
  await job.enter('final', 'work_running', tool.states.purchasedPlan, { error: null });
  const final = await render({ stage: 'final', revision: 0, range: finalRange, look: makeLook(job, source, finalCaps) });
  await credits.capture();
  job.view = { ...job.view, outputs: { ...job.view.outputs, final } };
  await job.enter('done', 'download_ready', tool.states.purchasedPlanFinished);
}

/** Waits for Premium Export or changed options, whichever comes first, up to the export window. */
async function waitForUser(job: ToolJob): Promise<'export' | 'options' | 'timeout'> {
  const arrived = await condition(() => job.exportRequested || job.requestedOptions !== null, EXPORT_WAIT);
  if (!arrived) return 'timeout';
  if (job.requestedOptions !== null) return 'options';
  job.exportRequested = false;
  return 'export';
}

/** Validates the options the user sent against the tool; valid ones replace the job's options. */
function applyRequestedOptions(job: ToolJob, source: Source): boolean {
  const requested = job.requestedOptions ?? {};
  job.requestedOptions = null;
  const validation = validateJobInput({
    tool: job.tool,
    plan: job.input.plan,
    media: source.media,
    range: source.range,
    options: { ...job.view.options, ...requested },
    usage: { uploadsToday: 0, creditsBalance: Number.MAX_SAFE_INTEGER, videosInProject: 1 },
  });
  if (!validation.ok) return false;
  job.view = { ...job.view, options: validation.options };
  return true;
}
