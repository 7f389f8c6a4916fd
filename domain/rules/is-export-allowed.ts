import type { ToolDefinition } from '../catalogue/tool-definition';
import { PLANS, type PlanId } from '../plans';

/** XML project export: a tool that has it (the AI video editor) on a plan that has it (Premium and up). */
export function isXmlExportAllowed(tool: ToolDefinition, plan: PlanId): boolean {
  return tool.xmlExport && PLANS[plan].xmlExport;
}

/** 4K export: a tool in the 4K list on a plan with 4K export (Business and Enterprise). */
export function is4kExportAllowed(tool: ToolDefinition, plan: PlanId): boolean {
  return tool.fourKExport && PLANS[plan].fourKExport;
}
