import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOBILE_NOT_SUPPORTED } from '../../../domain/platform';

// The component uses lingui macros, which vitest does not compile here: read its source instead.
const source = readFileSync(resolve(import.meta.dirname, 'mobile-not-supported-gate.tsx'), 'utf8');

describe('the mobile gate', () => {
  it('translates the catalogue’s own title and description', () => {
    expect(source).toContain(`<Trans>${MOBILE_NOT_SUPPORTED.title}</Trans>`);
    expect(source).toContain(`<Trans>${MOBILE_NOT_SUPPORTED.description}</Trans>`);
  });
});
