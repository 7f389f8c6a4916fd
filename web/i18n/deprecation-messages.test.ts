import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEPRECATED_TOOLS } from '../../domain/catalogue/tools/deprecated-tools';

// The module uses lingui macros, which vitest does not compile here: read its source instead.
const source = readFileSync(resolve(import.meta.dirname, 'deprecation-messages.ts'), 'utf8');
const constants = new Map([...source.matchAll(/const (\w+) = msg`([^`]*)`/g)].map((m) => [m[1]!, m[2]!]));
const byTool = new Map([...source.matchAll(/^\s+(\w+): (\w+),$/gm)].map((m) => [m[1]!, constants.get(m[2]!)]));

describe('deprecation messages', () => {
  it.each(DEPRECATED_TOOLS.map((tool) => [tool.id, tool.deprecationMessage] as const))('%s translates the catalogue’s own notice', (id, message) => {
    expect(byTool.get(id)).toBe(message);
  });
});
