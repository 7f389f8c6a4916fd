import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import type { WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { bundleWorkflows } from '../../temporal/runtime/create-app-worker';

const ROOT = resolve(import.meta.dirname, '../..');
// What the workflow code can import (workflows, the domain, shared types) and the installed packages.
const SOURCE_DIRS = ['temporal', 'domain', 'server'];
const CACHE_DIR = join(tmpdir(), 'kinora-workflow-bundles');

function listSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listSources(path);
    return /\.(ts|tsx|js|mjs|json)$/.test(entry.name) ? [path] : [];
  });
}

/** A hash of every file the bundle can be made of: any change to them makes a new bundle. */
function hashSources(): string {
  const hash = createHash('sha256');
  const files = [...SOURCE_DIRS.flatMap((dir) => listSources(join(ROOT, dir))), join(ROOT, 'package-lock.json')].sort();
  for (const file of files) hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 32);
}

let memo: Promise<WorkflowBundleWithSourceMap> | null = null;

/**
 * The workflow bundle for tests: made once (webpack, 10-20 s) and kept on disk by the hash of its sources, so the
 * suite's files, which run one after another in fresh processes, share it instead of each bundling the same code.
 */
export function getWorkflowBundle(): Promise<WorkflowBundleWithSourceMap> {
  return (memo ??= (async () => {
    const path = join(CACHE_DIR, `${hashSources()}.json`);
    try {
      return JSON.parse(readFileSync(path, 'utf8')) as WorkflowBundleWithSourceMap;
    } catch {
      const bundle = await bundleWorkflows();
      mkdirSync(CACHE_DIR, { recursive: true });
      // Only the newest bundle is kept; written whole, then renamed, so a reader never sees half a file.
      for (const old of readdirSync(CACHE_DIR)) rmSync(join(CACHE_DIR, old), { force: true });
      const partial = `${path}.${process.pid}.partial`;
      writeFileSync(partial, JSON.stringify({ code: bundle.code, sourceMap: bundle.sourceMap }));
      renameSync(partial, path);
      return bundle;
    }
  })());
}
