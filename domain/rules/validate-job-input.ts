import type { ToolDefinition } from '../catalogue/tool-definition';
import type { DomainError } from '../error-codes';
import { PLATFORM_MAX_HARD_RESOLUTION } from '../platform';
import { PLANS, type PlanId } from '../plans';
import { getPlanMaxDurationS } from './get-plan-max-duration';
import { getMinFileSizeBytes, getPlanMaxFileSizeBytes } from './get-plan-max-file-size';
import { validateOptions } from './validate-options';

export interface JobInputMedia {
  durationS: number;
  width: number;
  height: number;
  sizeBytes: number;
  fps?: number;
}

export interface SelectedRange {
  startS: number;
  endS: number;
}

export interface JobInputUsage {
  /** Uploads and processed jobs already counted today, NOT including this one. */
  uploadsToday: number;
  /** Credits are checked at premium export (checkPremiumExport), not here; kept for the caller's convenience. */
  creditsBalance: number;
  /** Videos in the project this job runs on, INCLUDING this one (multi-input tools only). */
  videosInProject: number;
}

export interface JobInput {
  tool: ToolDefinition;
  plan: PlanId;
  media: JobInputMedia;
  range: SelectedRange | null;
  options: Record<string, unknown>;
  usage: JobInputUsage;
  device?: { mobile: boolean };
}

export type JobInputValidation =
  | { ok: true; options: Record<string, unknown>; selectedDurationS: number }
  | { ok: false; errors: DomainError[] };

/** A range may end this far past the probed duration: player timestamps and container durations differ by a frame. */
export const RANGE_END_TOLERANCE_S = 0.05;
// Boundaries are inclusive; this absorbs float noise in end - start (10.3 - 0.1).
const EPSILON_S = 1e-6;

/**
 * Validates a job's input against the tool's limits and the plan. The media duration is checked against the hard
 * limits; the selection (the range, or the whole media when there is none) against min/max and the plan's limit.
 * A free user may select up to the Premium maximum on tools whose free limit caps only the preview
 * (see getPlanMaxDurationS). Credits are not checked here: see checkPremiumExport.
 */
export function validateJobInput(input: JobInput): JobInputValidation {
  const { tool, plan, media, range, usage } = input;
  if (tool.deprecated) {
    return { ok: false, errors: [{ code: 'tool_deprecated', params: { tool: tool.id, replacement: tool.replacedBy ?? '' } }] };
  }
  const errors: DomainError[] = [
    ...checkAccess(tool, plan, usage, input.device),
    ...checkFile(tool, plan, media),
  ];
  const selection = checkDurations(tool, plan, media, range);
  errors.push(...selection.errors);
  const options = validateOptions(tool, input.options);
  errors.push(...options.errors);
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, options: options.options, selectedDurationS: selection.selectedDurationS };
}

function checkAccess(tool: ToolDefinition, plan: PlanId, usage: JobInputUsage, device?: { mobile: boolean }): DomainError[] {
  const errors: DomainError[] = [];
  if (device?.mobile === true && !tool.flags.mobileOpen) {
    errors.push({ code: 'mobile_not_supported', params: { tool: tool.id } });
  }
  const uploadsPerDay = PLANS[plan].uploadsPerDay;
  if (uploadsPerDay !== null && usage.uploadsToday >= uploadsPerDay) {
    errors.push({ code: 'daily_upload_limit_reached', params: { limit: uploadsPerDay, plan } });
  }
  const videosPerProject = PLANS[plan].videosPerProject;
  if (tool.flags.inputMultiple && usage.videosInProject > videosPerProject) {
    errors.push({ code: 'too_many_videos', params: { max: videosPerProject, actual: usage.videosInProject, plan } });
  }
  return errors;
}

function checkFile(tool: ToolDefinition, plan: PlanId, media: JobInputMedia): DomainError[] {
  const errors: DomainError[] = [];
  const maxBytes = getPlanMaxFileSizeBytes(tool, plan);
  const minBytes = getMinFileSizeBytes(tool);
  if (maxBytes !== null && media.sizeBytes > maxBytes) {
    errors.push({ code: 'file_too_large', params: { maxBytes, actualBytes: media.sizeBytes, plan } });
  }
  if (media.sizeBytes < minBytes) {
    errors.push({ code: 'file_too_small', params: { minBytes, actualBytes: media.sizeBytes } });
  }
  // Inputs above the tool's maxResolution are downscaled, not rejected; only the hard cap rejects.
  const hardCap = tool.limits.maxHardResolution ?? PLATFORM_MAX_HARD_RESOLUTION;
  if (media.width > hardCap || media.height > hardCap) {
    errors.push({ code: 'resolution_over_cap', params: { maxResolution: hardCap, width: media.width, height: media.height } });
  }
  return errors;
}

function checkDurations(
  tool: ToolDefinition,
  plan: PlanId,
  media: JobInputMedia,
  range: SelectedRange | null,
): { errors: DomainError[]; selectedDurationS: number } {
  const limits = tool.limits;
  const errors: DomainError[] = [];
  const planMax = getPlanMaxDurationS(tool, plan);
  const minHard = limits.minHardVideoDurationS;
  const maxHard = limits.maxHardVideoDurationS;
  const mediaTooShort = minHard !== null && media.durationS < minHard - EPSILON_S;
  const mediaTooLong = maxHard !== null && media.durationS > maxHard + EPSILON_S;
  if (mediaTooShort) errors.push({ code: 'duration_too_short', params: { minS: minHard, actualS: media.durationS } });
  if (mediaTooLong) errors.push({ code: 'duration_over_hard_limit', params: { maxS: maxHard, actualS: media.durationS } });

  if (range === null) {
    const mustChoose = getRangeRequiredReason(tool, planMax, media.durationS);
    if (mustChoose !== null) return { errors: [...errors, mustChoose], selectedDurationS: media.durationS };
    // The whole media is the selection; its hard-limit error already says everything.
    if (mediaTooShort || mediaTooLong) return { errors, selectedDurationS: media.durationS };
  } else if (!isValidRange(range, media.durationS)) {
    errors.push({ code: 'range_invalid', params: { startS: range.startS, endS: range.endS, durationS: media.durationS } });
    return { errors, selectedDurationS: 0 };
  }

  const selected = range === null ? media.durationS : range.endS - range.startS;
  const min = limits.minVideoDurationS ?? minHard;
  if (min !== null && selected < min - EPSILON_S && !mediaTooShort) {
    errors.push({ code: 'duration_too_short', params: { minS: min, actualS: selected } });
  }
  const max = limits.maxVideoDurationS;
  if (max !== null && selected > max + EPSILON_S) {
    errors.push({ code: 'duration_too_long', params: { maxS: max, actualS: selected } });
  } else if (planMax !== null && selected > planMax + EPSILON_S) {
    errors.push({ code: 'duration_over_plan_limit', params: { maxS: planMax, actualS: selected, plan } });
  }
  return { errors, selectedDurationS: selected };
}

// Without a range: required by the tool, or because the video is longer than what the plan (or the tool's
// "choose the part" threshold) allows and the tool lets the user pick a part.
function getRangeRequiredReason(tool: ToolDefinition, planMax: number | null, durationS: number): DomainError | null {
  if (tool.flags.rangeSelectionRequired) return { code: 'range_required', params: { tool: tool.id } };
  if (!tool.flags.rangeSelectable) return null;
  const threshold = minOf(planMax, tool.limits.rangeRequiredAboveS);
  if (threshold !== null && durationS > threshold + EPSILON_S) {
    return { code: 'range_required', params: { tool: tool.id, maxS: threshold } };
  }
  return null;
}

function isValidRange(range: SelectedRange, durationS: number): boolean {
  return (
    Number.isFinite(range.startS) &&
    Number.isFinite(range.endS) &&
    range.startS >= 0 &&
    range.endS > range.startS &&
    range.endS <= durationS + RANGE_END_TOLERANCE_S
  );
}

function minOf(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.min(a, b);
}
