import type { ToolId } from '../catalogue/tool-ids';
import { IMPLEMENTED_TOOLS } from './implemented-tools';
import { getToolWiring } from './tool-wiring';
import { getTool } from '../catalogue/get-tool';
import { getCreditCost } from '../rules/get-credit-cost';

/**
 * Tools a chain may run (the spec's experimental workflow feature). The spec's pair is the Video Concatenator, then the
 * AI Video Editor; the concatenator may be followed by any implemented tool that runs unattended. It takes several
 * inputs, so it can only be a chain's first step (`chainStepOnly` in TOOL_WIRING: deprecated, it starts no job alone).
 */
export const CHAIN_FIRST_STEP: ToolId = 'video_concatenator';

/**
 * Whether a tool can be an unattended chain step (its choices taken for the user: every face, the edit as planned):
 * not the chat tools (they answer messages; MotionChat has no video input) nor an interactive one (the Background
 * Changer needs the user's clicks during the job: `interactive` in TOOL_WIRING), nor OneEditor (its input is a saved
 * timeline: `startsFromEditor`).
 */
const isUnattended = (id: ToolId) => getTool(id).credit.perMessage === null && !getToolWiring(id)?.interactive && !getToolWiring(id)?.startsFromEditor;

/** The tools that may follow the concatenator in a chain. */
export function getChainableTools(): ToolId[] {
  return [...IMPLEMENTED_TOOLS].filter(isUnattended);
}

/** Whether a sequence of tools is a chain the platform runs: the concatenator first, then implemented tools. */
export function isValidChain(steps: readonly ToolId[]): boolean {
  if (steps.length < 2 || steps.length > 5) return false;
  if (steps[0] !== CHAIN_FIRST_STEP) return false;
  return steps.slice(1).every((id) => IMPLEMENTED_TOOLS.has(id) && isUnattended(id));
}

/**
 * What a chain costs in credits: every step processes the whole joined length; a step without a credit rate (the
 * concatenator, free as the catalogue has it) costs nothing.
 */
export function getChainCost(steps: readonly ToolId[], seconds: number): number {
  return steps.reduce((sum, id) => {
    const tool = getTool(id);
    return tool.credit.perSecond === null ? sum : sum + getCreditCost(tool, { seconds });
  }, 0);
}
