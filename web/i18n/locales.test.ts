import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, pickLocale, RTL_LOCALES } from './locales';

describe('locales', () => {
  it('has the 18 locales of the spec, Arabic right-to-left', () => {
    expect(LOCALES).toHaveLength(18);
    expect([...RTL_LOCALES]).toEqual(['ar-AE']);
  });

  it.each<[string[], string]>([
    [['de-DE', 'en'], 'de-DE'],
    [['de-AT'], 'de-DE'],
    [['nb-NO'], 'no-NO'],
    [['pt-BR'], 'pt-PT'],
    [['sw'], 'en-US'],
    [[], 'en-US'],
  ])('picks the best locale for %j: %s', (preferred, expected) => {
    expect(pickLocale(preferred)).toBe(expected);
  });
});

/** Reads msgid/msgstr pairs from a PO file (multi-line strings joined). */
function readPo(locale: string): Map<string, string> {
  const text = readFileSync(resolve(import.meta.dirname, `../../locales/${locale}/messages.po`), 'utf8');
  const entries = new Map<string, string>();
  for (const block of text.split(/\n\n+/)) {
    const grab = (key: string) => {
      const match = new RegExp(`^${key} ((?:".*"\\n?)+)`, 'm').exec(block + '\n');
      return match ? [...match[1]!.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]).join('') : null;
    };
    const id = grab('msgid');
    const str = grab('msgstr');
    if (id) entries.set(id, str ?? '');
  }
  return entries;
}

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('translation catalogs', () => {
  const source = readPo('en-US');
  it.each(LOCALES.filter((l) => l !== 'en-US'))('%s keeps every placeholder of the messages it translates', (locale) => {
    const catalog = readPo(locale);
    for (const [id, translation] of catalog) {
      if (translation) expect(placeholders(translation), `${locale}: ${id}`).toEqual(placeholders(id));
    }
    expect(catalog.size).toBe(source.size);
  });

  it.each(LOCALES.filter((l) => l !== 'en-US'))('%s translates every message of the source catalog', (locale) => {
    const catalog = readPo(locale);
    const missing = [...source.keys()].filter((id) => !catalog.get(id));
    expect(missing, `${locale} lacks translations`).toEqual([]);
  });
});
