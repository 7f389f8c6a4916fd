import type { PlanOutputSpec } from '../define-tool';
import type { ToolLimits, ToolStates } from '../tool-definition';

/** Noise remover and voice redaction share limits, states and caps (catalogue spec §4-§6, §9). */
export const AUDIO_TOOL_LIMITS: Partial<ToolLimits> = {
  freeTimeLimitS: 2400,
  maxVideoDurationS: 2400,
  // "Unsupported over 40 minutes."
  maxHardVideoDurationS: 2400,
  freePlanMaxVideoDurationS: 60,
  // No range: the whole file is processed, so the free 60 s limits the input.
  freeLimitScope: 'input',
};

// SPEC DECISION: the listed free resolution is 720, but the plan text says the free preview is the first 30 s at
// max 640p: the free plan's output and preview use 640 (the spec's free resolution is the basic plan's output cap).
export const AUDIO_TOOL_PREVIEW = { maxDurationS: 30, maxResolution: 640 } as const;

export const AUDIO_TOOL_OUTPUTS: PlanOutputSpec = {
  basic: AUDIO_TOOL_PREVIEW,
  // "Noise tools up to 1920p" on paid plans; not in the 4K list.
  paid: { maxDurationS: 2400, maxResolution: 1920 },
  business: { maxDurationS: 2400, maxResolution: 1920 },
};

/** removing -> removed (free), final_removing -> final_removed (purchased). */
export function makeAudioToolStates(initialEndpoint: string): ToolStates {
  return {
    initialEndpoint,
    beforeLoaded: 'removing',
    afterLoaded: 'removing',
    freePlan: 'removing',
    freePlanFinished: 'removed',
    purchasedPlan: 'final_removing',
    purchasedPlanFinished: 'final_removed',
    afterDownload: 'final_removed',
    downloadPathLocation: null,
  };
}
