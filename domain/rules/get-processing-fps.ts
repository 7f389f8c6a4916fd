import type { ToolDefinition } from '../catalogue/tool-definition';

/** The frame rate a tool processes at: the input's, downsampled to the tool's cap (frame interpolation: 30). */
export function getProcessingFps(tool: ToolDefinition, inputFps: number): number {
  const cap = tool.limits.maxInputFps;
  return cap === null ? inputFps : Math.min(inputFps, cap);
}
