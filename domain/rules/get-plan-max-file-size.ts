import type { ToolDefinition } from '../catalogue/tool-definition';
import { MIN_FILE_UPLOAD_SIZE_BYTES } from '../platform';
import { isBusinessPlan, type PlanId } from '../plans';

/** The largest upload (bytes) the plan may send to the tool, or null when there is no cap. */
export function getPlanMaxFileSizeBytes(tool: ToolDefinition, plan: PlanId): number | null {
  const limits = tool.limits;
  if (plan === 'basic') return limits.freePlanMaxFileUploadSizeBytes ?? limits.maxFileUploadSizeBytes;
  if (isBusinessPlan(plan)) return limits.businessPlanMaxFileUploadSizeBytes ?? limits.maxFileUploadSizeBytes;
  return limits.nonBusinessPlanMaxFileUploadSizeBytes ?? limits.maxFileUploadSizeBytes;
}

/** The smallest upload (bytes) the tool accepts. */
export function getMinFileSizeBytes(tool: ToolDefinition): number {
  return tool.limits.minFileUploadSizeBytes ?? MIN_FILE_UPLOAD_SIZE_BYTES;
}
