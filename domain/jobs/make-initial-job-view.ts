import { getTool } from '../catalogue/get-tool';
import type { ToolId } from '../catalogue/tool-ids';
import type { PlanId } from '../plans';
import { getExportCost } from '../rules/get-export-cost';
import { getStepperIndex } from './get-stepper-index';
import type { JobView } from './job-view';
import { toMilliCredits } from './milli-credits';

export interface InitialJobViewInput {
  jobId: string;
  toolId: ToolId;
  plan: PlanId;
  range: { startS: number; endS: number };
  options: Record<string, unknown>;
}

/**
 * A job's view as its workflow starts: the video is being prepared. Its export price is already known, from the same
 * rule and inputs the tool page quoted it with (plan, range, options); null only where an export has no price.
 */
export function makeInitialJobView(input: InitialJobViewInput): JobView {
  const tool = getTool(input.toolId);
  const cost = getExportCost(tool, { plan: input.plan, range: input.range, options: input.options });
  return {
    ...makeBlankJobView({ jobId: input.jobId, toolId: input.toolId, range: input.range, options: input.options }),
    tool_state: tool.states.beforeLoaded,
    final_cost_milli: cost === null ? null : toMilliCredits(cost),
  };
}

/** A job's view with nothing known yet beyond its tool, range and options: the start every view is built from. */
export function makeBlankJobView(input: Omit<InitialJobViewInput, 'plan'>): JobView {
  return {
    job_id: input.jobId,
    tool_id: input.toolId,
    stage: 'probing',
    job_status: 'preprocessing',
    tool_state: '',
    stepper_index: getStepperIndex({ stage: 'probing' }),
    work_progress: 0,
    eta_s: null,
    error: null,
    range: input.range,
    preview_range: null,
    options: input.options,
    preview_revision: 0,
    media: null,
    outputs: { preview: null, final: null, poster: null, sprite: null },
    final_cost_milli: null,
    work: { queue: null, passes: [] },
    paused: false,
    metrics: {},
    inference: {},
    image_paths: [],
    face_indices: [],
    selected_faces: null,
  };
}
