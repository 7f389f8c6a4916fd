import type { ActiveToolId } from './tool-ids';
import type { ToolDefinition } from './tool-definition';
import { getTool } from './get-tool';
import { TOOLS } from './tools';

/** A marketing page under /tools/{slug}: the active tool it presents, and whether it is the tool's main page. */
export interface LandingPage {
  slug: string;
  toolId: ActiveToolId;
  kind: 'main' | 'keyword';
}

/** The active tool a catalogue entry is sold as: itself, or the tool that replaced a deprecated one. */
function getPresentedTool(tool: ToolDefinition): ToolDefinition {
  return tool.deprecated && tool.replacedBy ? getPresentedTool(getTool(tool.replacedBy)) : tool;
}

/**
 * Every landing page of the catalogue, one per slug: active tools' main pages first, then keyword pages. A slug that is
 * both a main page and a keyword is its main page. A deprecated tool's main page presents its replacement as a keyword
 * page (its topic is the old tool's), so the replacement keeps one main page.
 */
export function getLandingPages(): readonly LandingPage[] {
  const pages = new Map<string, LandingPage>();
  for (const tool of TOOLS) {
    const slug = tool.landing.mainSlug;
    if (slug !== null && !pages.has(slug)) {
      pages.set(slug, { slug, toolId: getPresentedTool(tool).id as ActiveToolId, kind: tool.deprecated ? 'keyword' : 'main' });
    }
  }
  for (const tool of TOOLS) {
    for (const { slug } of tool.landing.keywords) {
      if (!pages.has(slug)) pages.set(slug, { slug, toolId: getPresentedTool(tool).id as ActiveToolId, kind: 'keyword' });
    }
  }
  return [...pages.values()];
}

/** The landing page of a slug, if the catalogue has one. */
export function findLandingPage(slug: string): LandingPage | undefined {
  return getLandingPages().find((page) => page.slug === slug);
}
