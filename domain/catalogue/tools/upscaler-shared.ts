import { RESOLUTION_4K } from '../../platform';
import type { PlanOutputSpec } from '../define-tool';
import type { ToolLimits, ToolOption, ToolStates } from '../tool-definition';
import { UPSCALE_SCALES } from '../../rules/get-upscale-plan';

/** Output size: a factor, or a target size by its short side (2160p = 4K); within the plan's cap (4K at most). */
export const UPSCALE_SCALE_OPTION: ToolOption = { id: 'scale', kind: 'select', values: UPSCALE_SCALES, default: '2x', label: 'Output size' };

/** The upscaler and the face enhancer share limits, states and caps. */
export const UPSCALER_LIMITS: Partial<ToolLimits> = {
  freeTimeLimitS: 5,
  // 1920 as a cap on both sides is 1920x1080 for landscape: "input above 1080p downscaled to 1080p".
  maxResolution: 1920,
  minVideoDurationS: 1,
  maxVideoDurationS: 300,
  maxHardVideoDurationS: 2400,
  freePlanMaxVideoDurationS: 5,
};

export const UPSCALER_OUTPUTS: PlanOutputSpec = {
  // "Preview download up to 1080p" (the 1920 box).
  basic: { maxDurationS: 5, maxResolution: 1920 },
  // "4K download" from Premium up.
  paid: { maxDurationS: 300, maxResolution: RESOLUTION_4K },
  business: { maxDurationS: 300, maxResolution: RESOLUTION_4K },
};

export const UPSCALER_STATES: Omit<ToolStates, 'initialEndpoint'> = {
  beforeLoaded: 'upscaling',
  afterLoaded: 'upscaling',
  freePlan: 'upscaling',
  freePlanFinished: 'upscaled',
  purchasedPlan: 'final_upscaling',
  purchasedPlanFinished: 'final_upscaled',
  afterDownload: 'final_upscaled',
  downloadPathLocation: null,
};
