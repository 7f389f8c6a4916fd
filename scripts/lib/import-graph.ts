import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The project's own TypeScript sources (tests included unless told otherwise), as paths relative to the root. */
export function listSources(root: string, folders: readonly string[], options: { tests?: boolean } = {}): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (name === 'node_modules' || name === 'generated' || name === 'dist') return [];
      if (statSync(path).isDirectory()) return walk(path);
      if (!/\.tsx?$/.test(name) || name.endsWith('.d.ts')) return [];
      if (options.tests === false && /\.test\.tsx?$/.test(name)) return [];
      return [relative(root, path)];
    });
  return folders.filter((f) => existsSync(join(root, f))).flatMap((f) => walk(join(root, f)));
}

/** Every relative import of a file (`import`, `import type`, `export … from`, dynamic `import()`), resolved to a source file. */
export function readImports(root: string, file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const specifiers = [
    ...[...text.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+'(\.[^']+)'/gm)].map((m) => m[1]!),
    ...[...text.matchAll(/\bimport\(\s*'(\.[^']+)'\s*\)/g)].map((m) => m[1]!),
  ];
  const resolved = new Set<string>();
  for (const specifier of specifiers) {
    const base = resolve(root, dirname(file), specifier.replace(/\.js$/, ''));
    const candidate = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx'), base].find((p) => existsSync(p) && statSync(p).isFile());
    if (candidate) resolved.add(relative(root, candidate));
  }
  return [...resolved];
}

/** The import graph of the given files (edges only between them). */
export function buildImportGraph(root: string, files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(files.map((file) => [file, readImports(root, file).filter((target) => known.has(target))]));
}

/** Strongly connected groups of more than one file (or a file importing itself): each is an import circle. */
export function findImportCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (graph.get(node) ?? []).includes(node)) circles.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return circles;
}
