import type { ToolDefinition } from './tool-definition';
import type { ToolId } from './tool-ids';
import { TOOLS } from './tools';

const BY_ID = new Map<ToolId, ToolDefinition>(TOOLS.map((tool) => [tool.id, tool]));
const BY_URL_PATH = new Map<string, ToolDefinition>(TOOLS.map((tool) => [tool.urlPath, tool]));

/** The tool's definition. Throws only on an id outside ToolId, which the type already excludes. */
export function getTool(id: ToolId): ToolDefinition {
  const tool = BY_ID.get(id);
  if (tool === undefined) throw new Error(`Unknown tool id: ${String(id)}`);
  return tool;
}

/** The tool served at an app url path segment ("video-sharpener", "/video-sharpener/" both work). */
export function findToolByUrlPath(path: string): ToolDefinition | undefined {
  const segment = path.trim().replace(/^\/+|\/+$/g, '');
  return BY_URL_PATH.get(segment);
}

/** The tool whose id is this string, if any (for untrusted input such as a route or a database row). */
export function findToolById(id: string): ToolDefinition | undefined {
  return BY_ID.get(id as ToolId);
}
