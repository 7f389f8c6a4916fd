import type { ToolId } from '../catalogue/tool-ids';
import { TOOL_WIRING } from './tool-wiring';

/**
 * Tools whose workflow has landed (read from TOOL_WIRING: every wired tool a user can start a job of). The catalogue
 * lists them all; the rest say "coming soon" until theirs lands.
 */
export const IMPLEMENTED_TOOLS: ReadonlySet<ToolId> = new Set<ToolId>(
  Object.entries(TOOL_WIRING).flatMap(([id, wiring]) => (wiring.chainStepOnly ? [] : [id as ToolId])),
);
