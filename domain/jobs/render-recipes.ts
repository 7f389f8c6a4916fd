import type { ToolId } from '../catalogue/tool-ids';
import type { RenderRecipe } from './render-recipe';
import { getToolWiring, PLAIN_RENDER, TOOL_WIRING } from './tool-wiring';

export type { RenderRecipe } from './render-recipe';

/** The render recipes of the tools whose work is a segmented render (read from TOOL_WIRING). */
export const RENDER_RECIPES: Partial<Readonly<Record<ToolId, RenderRecipe>>> = Object.fromEntries(
  Object.entries(TOOL_WIRING).flatMap(([id, wiring]) => (wiring.recipe ? [[id, wiring.recipe]] : [])),
);

/** A tool's render recipe; tools without one are not segmented renders. */
export function getRenderRecipe(toolId: string): RenderRecipe {
  return getToolWiring(toolId)?.recipe ?? PLAIN_RENDER;
}

/** Cost of one unit of each pass relative to a render segment (for progress and ETA; measured on 720p clips). */
export const PASS_WEIGHTS = { prepare: 1, analyse: 0.5, render: 1, assemble: 0.2 } as const;
