import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * After the client build: each tool's demo picture (before/after, made by the tool's own render) into
 * <outDir>/tool-pictures, by scripts/make-tool-pictures.ts (cached in generated/, so later builds only copy).
 * KINORA_SKIP_TOOL_PICTURES=1 leaves them out (the cards keep their letter).
 */
export function toolPicturesPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'kinora-tool-pictures',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr && process.env.KINORA_SKIP_TOOL_PICTURES !== '1',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const root = resolve(import.meta.dirname, '../..');
      execFileSync(join(root, 'node_modules/.bin/tsx'), [join(root, 'scripts/make-tool-pictures.ts'), join(outDir, 'tool-pictures')], { stdio: 'inherit', cwd: root });
    },
  };
}
