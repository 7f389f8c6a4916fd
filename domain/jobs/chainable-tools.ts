import type { ToolId } from '../catalogue/tool-ids';
import { IMPLEMENTED_TOOLS } from './implemented-tools';

/**
 * Tools a chain may run (the spec's experimental workflow feature). The spec's pair is the video concatenator, then
 * the highlight maker; until the highlight maker lands, the concatenator may be followed by any implemented tool.
 * The concatenator takes several inputs, so it can only be a chain's first step.
 */
export const CHAIN_FIRST_STEP: ToolId = 'video_concatenator';

/** The tools that may follow the concatenator in a chain. */
export function getChainableTools(): ToolId[] {
  return [...IMPLEMENTED_TOOLS];
}

/** Whether a sequence of tools is a chain the platform runs: the concatenator first, then implemented tools. */
export function isValidChain(steps: readonly ToolId[]): boolean {
  if (steps.length < 2 || steps.length > 5) return false;
  if (steps[0] !== CHAIN_FIRST_STEP) return false;
  return steps.slice(1).every((id) => IMPLEMENTED_TOOLS.has(id));
}
