import type { ToolDefinition } from './tool-definition';

/** The per-tool record that plan tooltips show (platform spec §3: "per-tool spec records"). */
export interface ToolSpecRecord {
  label: string;
  maxVideoDurationS: number | null;
  maxResolution: number | null;
  businessPlanMaxVideoDurationS: number | null;
}

/** The tooltip record for a tool, derived from its catalogue entry so no number is restated. */
export function getToolSpecRecord(tool: ToolDefinition): ToolSpecRecord {
  return {
    label: tool.label,
    maxVideoDurationS: tool.limits.nonBusinessPlanMaxVideoDurationS ?? tool.limits.maxVideoDurationS,
    maxResolution: tool.limits.maxResolution,
    businessPlanMaxVideoDurationS: tool.limits.businessPlanMaxVideoDurationS ?? tool.limits.maxVideoDurationS,
  };
}
