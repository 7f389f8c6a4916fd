/** The Temporal workflow type of a tool: `video_sharpener` runs `videoSharpenerWorkflow`. */
export function getWorkflowType(toolId: string): string {
  return `${toolId.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())}Workflow`;
}
