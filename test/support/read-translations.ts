import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LOCALES } from '../../web/i18n/locales';

const root = resolve(import.meta.dirname, '../..');

/** Undoes a PO string's escapes (`\"`, `\\`, `\n`). */
const unescapePo = (text: string) => text.replace(/\\(["\\n])/g, (_, c: string) => (c === 'n' ? '\n' : c));

/** A locale's lingui catalogue (locales/<locale>/messages.po) as msgid -> msgstr, multi-line strings joined. */
export function readCatalog(locale: string): Map<string, string> {
  const text = readFileSync(resolve(root, `locales/${locale}/messages.po`), 'utf8');
  const entries = new Map<string, string>();
  for (const block of text.split(/\n\n+/)) {
    const grab = (key: string) => {
      const match = new RegExp(`^${key} ((?:".*"\\n?)+)`, 'm').exec(block + '\n');
      return match ? unescapePo([...match[1]!.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]).join('')) : null;
    };
    const id = grab('msgid');
    if (id) entries.set(id, grab('msgstr') ?? '');
  }
  return entries;
}

/**
 * The English source of each message of a web/i18n module, by key: `code: msg\`...\`` lines, and inside a top-level
 * `key: {` block, `key.field` (TOOL_MESSAGES' `video_sharpener.label`). The modules use lingui macros, which vitest
 * does not compile here, so their source is read.
 */
export function readMessageSources(path: string): Map<string, string> {
  const messages = new Map<string, string>();
  let block: string | null = null;
  for (const line of readFileSync(resolve(root, path), 'utf8').split('\n')) {
    const opened = /^ {2}'?([\w.]+)'?: \{$/.exec(line);
    if (opened) block = opened[1]!;
    else if (/^ {2}\},?$/.test(line)) block = null;
    const message = /^\s+'?([\w.]+)'?: msg`([^`]*)`,?$/.exec(line);
    if (message) messages.set(block && line.startsWith('    ') ? `${block}.${message[1]}` : message[1]!, message[2]!);
  }
  return messages;
}

/** The locales whose catalogue lacks a translation of a source message (the source locale's own entry included). */
export function getLocalesMissing(message: string, catalogs: ReadonlyMap<string, ReadonlyMap<string, string>> = readAllCatalogs()): string[] {
  return [...catalogs].filter(([, catalog]) => !catalog.get(message)).map(([locale]) => locale);
}

/** Every locale's catalogue, by locale. */
export function readAllCatalogs(): Map<string, Map<string, string>> {
  return new Map(LOCALES.map((locale) => [locale, readCatalog(locale)]));
}
