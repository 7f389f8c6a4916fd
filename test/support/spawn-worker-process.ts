import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import type { JobHarness } from './job-harness';

/**
 * A compute worker in its own process (the real entry point, polling every queue of its kind with concurrency 1),
 * connected to the harness's Temporal and storage: a test can SIGKILL it mid-activity, as a machine dies.
 */
export function spawnWorkerProcess(harness: Pick<JobHarness, 'env' | 'storageDir'>, kind: 'gpu' | 'cpu'): ChildProcess {
  const root = resolve(import.meta.dirname, '../..');
  const concurrency = kind === 'gpu' ? { GPU_SMALL_WORKER_CONCURRENCY: '1', GPU_MEDIUM_WORKER_CONCURRENCY: '1', GPU_BIG_WORKER_CONCURRENCY: '1' } : { CPU_WORKER_CONCURRENCY: '1' };
  return spawn(process.execPath, ['--import', 'tsx', resolve(root, `temporal/workers-${kind}/main.ts`)], {
    cwd: root,
    env: { ...process.env, TEMPORAL_ADDRESS: harness.env.address, STORAGE_DIR: harness.storageDir, ...concurrency },
    stdio: 'ignore',
  });
}
