import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getLandingPages } from '../../domain/catalogue/get-landing-pages';

// The module uses lingui macros, which vitest does not compile here: read its source instead.
const source = readFileSync(resolve(import.meta.dirname, 'landing-topics.ts'), 'utf8');
const slugs = [...source.matchAll(/^ {2}'([a-z0-9-]+)': msg`[^`]+`,$/gm)].map((m) => m[1]);

describe('landing topics', () => {
  it('gives every keyword landing page of the catalogue its translated topic, and nothing else', () => {
    const keywordSlugs = getLandingPages().filter((page) => page.kind === 'keyword').map((page) => page.slug);
    expect([...slugs].sort()).toEqual([...keywordSlugs].sort());
  });
});
