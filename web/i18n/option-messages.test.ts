import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getTool } from '../../domain/catalogue/get-tool';

// The module uses lingui macros, which vitest does not compile here: read its keys from the source instead.
const source = readFileSync(resolve(import.meta.dirname, 'option-messages.ts'), 'utf8');
const keys = new Set([...source.matchAll(/^\s+'([^']+)': msg`/gm)].map((m) => m[1]!));

describe('option messages', () => {
  it('the AI video editor has a translatable label for every option and every choice', () => {
    const tool = getTool('highlight_video_maker');
    const missing: string[] = [];
    for (const option of tool.options) {
      if (!keys.has(`${tool.id}.${option.id}`)) missing.push(option.id);
      if (option.kind === 'select') for (const value of option.values) if (!keys.has(`${tool.id}.${option.id}.${value}`)) missing.push(`${option.id}.${value}`);
    }
    expect(missing).toEqual([]);
  });
});
