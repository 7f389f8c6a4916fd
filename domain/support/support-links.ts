import { getTool } from '../catalogue/get-tool';
import { isToolId } from '../catalogue/tool-ids';

/** The Temporal Web UI of the dev server (`temporal server start-dev`); operators set TEMPORAL_UI_URL for another. */
export const DEFAULT_TEMPORAL_UI_URL = 'http://localhost:8233';

/** A job's page in the app (`/<tool path>/<job id>`), or null for a tool the catalogue no longer knows. */
export function getJobPagePath(toolId: string, jobId: string): string | null {
  return isToolId(toolId) ? `/${getTool(toolId).urlPath}/${encodeURIComponent(jobId)}` : null;
}

/**
 * A job's run in the Temporal Web UI (the workflow id is the job id). With the run id, that run's history; without
 * one (Temporal did not answer), the workflow's runs listed by a visibility query, which the UI opens the same way.
 */
export function getTemporalRunUrl(ui: { baseUrl: string; namespace: string }, workflowId: string, runId: string | null): string {
  const base = `${ui.baseUrl.replace(/\/+$/, '')}/namespaces/${encodeURIComponent(ui.namespace)}/workflows`;
  if (runId) return `${base}/${encodeURIComponent(workflowId)}/${encodeURIComponent(runId)}/history`;
  return `${base}?query=${encodeURIComponent(`WorkflowId="${workflowId}"`)}`;
}
