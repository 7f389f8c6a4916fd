import { describe, expect, it } from 'vitest';
import { ACTIVE_TOOL_IDS, type ToolId } from '../domain/catalogue/tool-ids';
import { TOOLS } from '../domain/catalogue/tools';
import { CHAIN_FIRST_STEP } from '../domain/jobs/chainable-tools';
import { getWorkflowType } from '../domain/jobs/get-workflow-type';
import { IMPLEMENTED_TOOLS } from '../domain/jobs/implemented-tools';
import { getRenderRecipe, RENDER_RECIPES } from '../domain/jobs/render-recipes';
import { TOOL_WIRING, type WiredToolId } from '../domain/jobs/tool-wiring';
import { ANALYSERS } from './activities/effects/analysers';
import { TOOL_EFFECTS } from './activities/effects/tool-effects';
import * as workflows from './workflows/index';
import { getLocalesMissing, readAllCatalogs, readMessageSources } from '../test/support/read-translations';

// Every place that knows a tool by its id, checked against the one wiring table (domain/jobs/tool-wiring.ts): a
// missing entry fails here instead of in production.

/** Active catalogue tools whose workflow has not landed: their pages say "coming soon". */
const NOT_BUILT_YET: readonly ToolId[] = [];
/** Workflows the app worker registers that are not a tool's job. */
const OTHER_WORKFLOWS = ['probeUploadWorkflow', 'playableCopyWorkflow', 'mediaThumbnailsWorkflow', 'toolChainWorkflow', 'subscriptionWorkflow', 'retentionCleanupWorkflow', 'webhookDeliveryWorkflow', 'linkImportWorkflow'];

const wired = Object.entries(TOOL_WIRING) as [WiredToolId, (typeof TOOL_WIRING)[WiredToolId]][];
const renderTools = wired.filter(([, wiring]) => wiring.recipe !== null);
const exported = workflows as Record<string, unknown>;
const messages = readMessageSources('web/i18n/tool-messages.ts');
const catalogs = readAllCatalogs();

describe('tool wiring', () => {
  it.each(wired)('%s runs a workflow the app worker registers', (id, wiring) => {
    expect(typeof exported[wiring.workflowType], `${wiring.workflowType} in temporal/workflows/index.ts`).toBe('function');
    expect(getWorkflowType(id)).toBe(wiring.workflowType);
  });

  it('registers no workflow that is neither a wired tool\'s nor a known non-tool workflow', () => {
    const known = new Set([...wired.map(([, wiring]) => wiring.workflowType), ...OTHER_WORKFLOWS]);
    expect(Object.keys(exported).filter((name) => !known.has(name))).toEqual([]);
    expect(new Set(wired.map(([, wiring]) => wiring.workflowType)).size).toBe(wired.length);
  });

  it.each(renderTools)('%s, a render tool, has a media effect and its analyser on the workers', (id, wiring) => {
    expect(TOOL_EFFECTS[id], `TOOL_EFFECTS.${id}`).toBeDefined();
    const kind = wiring.recipe?.analysis?.kind;
    if (kind) expect(ANALYSERS[kind], `ANALYSERS.${kind}`).toBeDefined();
    expect(RENDER_RECIPES[id]).toBe(wiring.recipe);
    expect(getRenderRecipe(id)).toBe(wiring.recipe);
  });

  it('has a media effect only for wired tools', () => {
    expect(Object.keys(TOOL_EFFECTS).filter((id) => !Object.hasOwn(TOOL_WIRING, id))).toEqual([]);
  });

  it.each(wired)('%s is in the catalogue, with its label and description translated in every locale', (id) => {
    const tool = TOOLS.find((t) => t.id === id);
    expect(tool, `domain/catalogue: ${id}`).toBeDefined();
    // The English source of the translated label is the catalogue's own.
    expect(messages.get(`${id}.label`), `TOOL_MESSAGES.${id}.label`).toBe(tool!.label);
    for (const field of ['label', 'description', 'finishEditing', 'editing', 'edited']) {
      const message = messages.get(`${id}.${field}`);
      expect(message, `TOOL_MESSAGES.${id}.${field}`).toBeDefined();
      expect(getLocalesMissing(message!, catalogs), `TOOL_MESSAGES.${id}.${field}: "${message}"`).toEqual([]);
    }
  });

  it.each(ACTIVE_TOOL_IDS.map((id) => [id] as const))('%s, an active catalogue tool, is wired or listed as not built yet', (id) => {
    expect(Object.hasOwn(TOOL_WIRING, id) !== NOT_BUILT_YET.includes(id), `${id}: wired, or in NOT_BUILT_YET (not both)`).toBe(true);
  });

  it('offers users exactly the wired active tools; the deprecated concatenator runs only as a chain\'s first step', () => {
    expect([...IMPLEMENTED_TOOLS].sort()).toEqual(ACTIVE_TOOL_IDS.filter((id) => !NOT_BUILT_YET.includes(id)).sort());
    expect(wired.filter(([, wiring]) => wiring.chainStepOnly).map(([id]) => id)).toEqual([CHAIN_FIRST_STEP]);
  });
});
