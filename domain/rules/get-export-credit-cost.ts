import type { ToolDefinition } from '../catalogue/tool-definition';
import { getExportPlan } from '../jobs/get-export-plan';
import type { PlanId } from '../plans';
import { CLIP_SELECTIONS, getCreditCost } from './get-credit-cost';
import { getFinalCaps } from './get-output-caps';
import type { SelectedRange } from './validate-job-input';

/**
 * The part of a job's inputs it works on, on their joined timeline: several inputs (the AI video editor's project)
 * are taken whole, in order; one input its chosen range, or all of it without one. The server starts the job with it.
 */
export function getJobRange(inputDurationsS: readonly number[], range: SelectedRange | null): SelectedRange {
  const totalS = inputDurationsS.reduce((sum, d) => sum + d, 0);
  return inputDurationsS.length > 1 || range === null ? { startS: 0, endS: totalS } : range;
}

/**
 * What a job's full export costs: its range, within the export plan's duration cap, at the rate of its clip selection
 * (the AI video editor's random, all and sports selections have their own rates). The tool page shows it before the
 * job and the workflow charges it, so the two never differ.
 */
export function getExportCreditCost(tool: ToolDefinition, plan: PlanId, range: SelectedRange, options: Record<string, unknown>): number {
  const maxS = getFinalCaps(tool, getExportPlan(plan)).maxDurationS;
  const seconds = Math.max(0, Math.min(range.endS - range.startS, maxS));
  const selection = CLIP_SELECTIONS.find((s) => s === options.selection);
  return getCreditCost(tool, { seconds, selection });
}
