import { getToolWiring } from './tool-wiring';

/**
 * The Temporal workflow type of a tool (TOOL_WIRING): `video_sharpener` runs `videoSharpenerWorkflow`. A tool with no
 * wiring is refused here rather than started as a workflow type no worker registers.
 */
export function getWorkflowType(toolId: string): string {
  const wiring = getToolWiring(toolId);
  if (!wiring) throw new Error(`No workflow is wired for tool '${toolId}' (domain/jobs/tool-wiring.ts)`);
  return wiring.workflowType;
}
