import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// domain/ is imported by the browser, the server and deterministic workflow code: no I/O, no packages, no clock.
const domainDir = resolve(import.meta.dirname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('domain/', () => {
  const files = sourceFiles(domainDir);

  it('imports nothing from outside domain/', () => {
    const outside = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/from\s+'([^']+)'/g)]
        .map((m) => m[1]!)
        .filter((specifier) => !specifier.startsWith('.') || relative(domainDir, resolve(file, '..', specifier)).startsWith('..'))
        .map((specifier) => `${relative(domainDir, file)}: ${specifier}`),
    );
    expect(outside).toEqual([]);
  });

  it('reads no clock and no randomness (rules take time as input)', () => {
    const impure = files.filter((file) => /Date\.now\(|new Date\(\)|Math\.random\(/.test(readFileSync(file, 'utf8')));
    expect(impure.map((file) => relative(domainDir, file))).toEqual([]);
  });
});
