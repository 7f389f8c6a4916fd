import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Worker, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { historyFromJSON } from '@temporalio/common/lib/proto-utils';
import { getWorkflowBundle } from '../../test/support/get-workflow-bundle';

// Recorded histories of real runs (npm run record:replay). Replaying them with today's workflow code proves that a
// change keeps running jobs replayable; an incompatible change must be guarded with patched().
const dir = resolve(import.meta.dirname, '../../test/fixtures/histories');
const histories = readdirSync(dir).filter((name) => name.endsWith('.json'));

let bundle: WorkflowBundleWithSourceMap;
beforeAll(async () => {
  bundle = await getWorkflowBundle();
});

describe('workflow replay', () => {
  it('has a recorded history for every tool workflow, the chain, subscriptions and the retention sweep', async () => {
    // Not recorded: the upload probe (one activity).
    const workflows = Object.keys(await import('./index')).filter((name) => name !== 'probeUploadWorkflow');
    // `<workflow>.<case>.json`: more histories of one workflow (a chat across continue-as-new).
    expect([...new Set(histories.map((name) => name.split('.')[0]!))].sort()).toEqual(workflows.sort());
  });

  it.each(histories)('replays %s with the current workflow code', async (name) => {
    const history = historyFromJSON(JSON.parse(readFileSync(join(dir, name), 'utf8')));
    await expect(Worker.runReplayHistory({ workflowBundle: bundle }, history, name)).resolves.toBeUndefined();
  });
});
