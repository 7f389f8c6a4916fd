import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRICING_TIERS } from '../../domain/pricing/pricing-tiers';

// The module uses lingui macros, which vitest does not compile here: read its source instead.
const source = readFileSync(resolve(import.meta.dirname, 'pricing-messages.ts'), 'utf8');
const entries = new Map([...source.matchAll(/^ {2}'(.+)': msg`(.+)`,$/gm)].map((m) => [m[1]!, m[2]!]));

const texts = PRICING_TIERS.flatMap((tier) => [
  tier.name, tier.description, tier.buttonName,
  ...tier.features.flatMap((feature) => [feature.name, feature.tooltip, ...(feature.nameForPlus ? [feature.nameForPlus] : [])]),
]);

describe('pricing messages', () => {
  it.each([...new Set(texts)].map((text) => [text]))('translates “%s” from its own English source', (text) => {
    expect(entries.get(text)).toBe(text);
  });
});
