import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Workflow code must stay deterministic: it may import @temporalio/workflow, domain/ and other workflow modules;
// anything else (activities, Node built-ins, the database) only as types, which are erased.
const root = resolve(import.meta.dirname, '../..');
const workflowsDir = resolve(import.meta.dirname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

function forbiddenImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const problems: string[] = [];
  for (const match of text.matchAll(/^import\s+(type\s+)?[\s\S]*?from\s+'([^']+)';/gm)) {
    const [, typeOnly, specifier] = match as unknown as [string, string | undefined, string];
    if (typeOnly) continue;
    if (specifier === '@temporalio/workflow') continue;
    if (specifier.startsWith('.')) {
      const target = relative(root, resolve(file, '..', specifier));
      if (target.startsWith('domain/') || target.startsWith('temporal/workflows/')) continue;
    }
    problems.push(`${relative(root, file)} imports '${specifier}'`);
  }
  return problems;
}

describe('workflow code', () => {
  it('imports only @temporalio/workflow, domain/ and workflow modules (anything else as types only)', () => {
    const files = sourceFiles(workflowsDir);
    expect(files.length).toBeGreaterThan(3);
    expect(files.flatMap(forbiddenImports)).toEqual([]);
  });

  it('never throws a plain Error (it would only retry the workflow task): ApplicationFailure carries a code', () => {
    const offenders = sourceFiles(workflowsDir).filter((file) => /throw new Error\(/.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
