import type { ToolDefinition } from '../catalogue/tool-definition';
import type { PlanId } from '../plans';
import { getExportPlan } from '../jobs/get-export-plan';
import { CLIP_SELECTIONS, getCreditCost, getCreditRatePerSecond } from './get-credit-cost';
import { getFinalCaps } from './get-output-caps';

export interface ExportCostInput {
  /** The plan of the user who starts the job (a free user's export is priced as premium's, see getExportPlan). */
  plan: PlanId;
  /** The selected part, in seconds of the input. */
  range: { startS: number; endS: number };
  /** The job's options (the AI video editor's `selection` has its own rate). */
  options: Record<string, unknown>;
}

/**
 * What the Premium Export of a job costs, in credits: the selected range within the export plan's duration cap, at the
 * tool's rate (the editor's for its clip selection). One rule for the tool page's quote, the job's export card and the
 * reservation, so the three never differ. null where an export has no price of its own (chat tools charge per message;
 * a deprecated tool has no rate).
 */
export function getExportCost(tool: ToolDefinition, input: ExportCostInput): number | null {
  if (tool.credit.perMessage !== null) return null;
  const selection = CLIP_SELECTIONS.find((s) => s === input.options.selection);
  if (getCreditRatePerSecond(tool, selection) === null) return null;
  const maxS = getFinalCaps(tool, getExportPlan(input.plan)).maxDurationS;
  const seconds = Math.max(0, Math.min(input.range.endS - input.range.startS, maxS));
  return getCreditCost(tool, { seconds, selection });
}
