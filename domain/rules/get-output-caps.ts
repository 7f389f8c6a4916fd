import type { OutputCaps, ToolDefinition } from '../catalogue/tool-definition';
import type { PlanId } from '../plans';

/**
 * Caps of the free preview: the same for every plan and always watermarked, because the preview costs nothing
 * (an unwatermarked preview would be a free export of its length).
 */
export function getPreviewCaps(tool: ToolDefinition, _plan: PlanId): OutputCaps {
  return { ...tool.preview };
}

/** Caps of the final output on a plan (Basic: the watermarked free output; paid plans: the premium export). */
export function getFinalCaps(tool: ToolDefinition, plan: PlanId): OutputCaps {
  return { ...tool.planOutputs[plan] };
}
