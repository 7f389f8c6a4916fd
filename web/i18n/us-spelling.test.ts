import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCatalog } from '../../test/support/read-translations';

/**
 * en-US is written in US English: the British forms seen in the product's copy, each with its US spelling. (Product
 * names keep the spec's spelling; none of them is British today.)
 */
const BRITISH = /\b(colour\w*|licence\w*|\w+is(e|es|ed|ing|ation|ations)|analys(e|es|ed|ing)|grey\w*|centre\w*|cancell(ed|ing)|favour\w*|behaviour\w*|catalogue\w*|travell(ed|ing|er))\b/gi;
// Words that end in -ise in US English too.
const US_WORDS = new Set([
  'noise', 'noises', 'raise', 'raised', 'raises', 'raising', 'rise', 'promise', 'precise', 'otherwise', 'likewise', 'advertise',
  'advertised', 'advertising', 'enterprise', 'enterprises', 'exercise', 'expertise', 'surprise', 'premise', 'premises', 'comprise',
  'comprised', 'wise', 'concise', 'denoise', 'denoised', 'denoising', 'revise', 'revised', 'supervise', 'supervised', 'compromise',
  'disguise', 'merchandise', 'franchise', 'devise', 'televise', 'praise', 'cruise', 'poise', 'paradise', 'clockwise',
]);

const britishWords = (text: string) => [...text.matchAll(BRITISH)].map((match) => match[0]).filter((word) => !US_WORDS.has(word.toLowerCase()));

describe('one English spelling (US) in en-US', () => {
  it('finds British spellings when there are some (the check itself works)', () => {
    expect(britishWords('Pick a colour, then stabilise and analyse; the noise is cancelled.')).toEqual(['colour', 'stabilise', 'analyse', 'cancelled']);
  });

  it('has none in the interface strings', () => {
    const found = [...readCatalog('en-US')].flatMap(([id, text]) => britishWords(`${id} ${text}`).map((word) => `${word}: ${id}`));
    expect(found).toEqual([]);
  });

  it('has none in the blog posts', () => {
    const dir = resolve(import.meta.dirname, '../blog/posts');
    const found = readdirSync(dir).flatMap((file) => britishWords(readFileSync(resolve(dir, file), 'utf8')).map((word) => `${word}: ${file}`));
    expect(found).toEqual([]);
  });
});
