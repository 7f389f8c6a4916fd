import { TestWorkflowEnvironment } from '@temporalio/testing';
import { Runtime, DefaultLogger } from '@temporalio/worker';
import { findTemporalCli } from '../../scripts/lib/find-temporal-cli';
import { getSearchAttributeArgs } from '../../scripts/lib/search-attribute-args';

let runtimeInstalled = false;

/** Quiets the SDK's per-worker and per-activity info logs in test output; warnings and errors still show. */
export function installQuietRuntime(): void {
  if (runtimeInstalled) return;
  try {
    Runtime.install({ logger: new DefaultLogger('WARN') });
  } catch {
    // Already installed in this process by an earlier test file: keep it.
  }
  runtimeInstalled = true;
}

/** A real Temporal dev server (the installed CLI) for one test file. Time skipping is not available here. */
export async function startTestTemporal(): Promise<TestWorkflowEnvironment> {
  installQuietRuntime();
  return TestWorkflowEnvironment.createLocal({
    server: { executable: { type: 'existing-path', path: findTemporalCli() }, extraArgs: ['--log-level', 'error', ...getSearchAttributeArgs()] },
  });
}
