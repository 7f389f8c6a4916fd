import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getInlineSourceHashes } from './get-inline-source-hashes';

/**
 * The inline code of every page of the built web app (the SPA shell and the prerendered pages), as CSP hash sources.
 * Read once at start, from the files the server will send, so the policy allows exactly what they hold. A few thousand
 * prerendered pages share the same three scripts and one stylesheet.
 */
export function readWebInlineHashes(webDistDir: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name.endsWith('.html')) {
        const found = getInlineSourceHashes(readFileSync(path, 'utf8'));
        for (const hash of found.scripts) scripts.add(hash);
        for (const hash of found.styles) styles.add(hash);
      }
    }
  };
  visit(webDistDir);
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}
