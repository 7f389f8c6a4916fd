import type { CommandVocabulary, CommandWord } from './command-vocabulary';
import { getCommandVocabulary } from './get-command-vocabulary';
import { normaliseCommandText } from './normalise-command-text';

interface Found {
  start: number;
  end: number;
  english: string;
}

const BEFORE = '(?<![\\p{L}\\p{N}])';
const escape = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Phrase regexes per vocabulary, longest phrase first (so "no music" wins over "music"), built once.
const compiled = new WeakMap<CommandVocabulary, { english: string; pattern: RegExp }[]>();

function getPhrasePatterns(vocabulary: CommandVocabulary): { english: string; pattern: RegExp }[] {
  let patterns = compiled.get(vocabulary);
  if (!patterns) {
    const entries = Object.entries(vocabulary.words) as [CommandWord, readonly string[]][];
    const phrases = entries.flatMap(([word, locals]) => locals.map((local) => ({ english: word === 'drop' ? '' : word, local: normaliseCommandText(local).normalised })));
    phrases.sort((a, b) => b.local.length - a.local.length);
    const [before, after] = vocabulary.match === 'substring' ? ['', ''] : vocabulary.match === 'stem' ? [BEFORE, '[\\p{L}]*'] : [BEFORE, '(?![\\p{L}\\p{N}])'];
    patterns = phrases.map(({ english, local }) => ({ english, pattern: new RegExp(`${before}${escape(local)}${after}`, 'gu') }));
    compiled.set(vocabulary, patterns);
  }
  return patterns;
}

/**
 * A chat message in the user's language rewritten into the English words the command parsers read ("Mach es blau" ->
 * "mach es blue"; "価格についてのシーンを追加" -> "add a scene about 価格"). Text that is no command word stays as written
 * (accents and case kept), so a title or a question passes through. Only where the message is read as a command:
 * the summarizer still searches the transcript with the user's own words. English words always work: an unknown locale, or
 * English itself, returns the message unchanged.
 */
export function translateCommand(text: string, locale: string | null | undefined): string {
  const vocabulary = getCommandVocabulary(locale);
  if (!vocabulary) return text;
  const { normalised, origin } = normaliseCommandText(text);
  const toOriginal = (index: number) => {
    if (index >= origin.length) return text.length;
    // A range never ends inside one original character that folded into several (æ -> ae).
    let i = index;
    while (i < origin.length && i > 0 && origin[i] === origin[i - 1]) i += 1;
    return i >= origin.length ? text.length : origin[i]!;
  };
  const found: Found[] = [];
  const free = (start: number, end: number) => found.every((f) => end <= f.start || start >= f.end);

  for (const { pattern, english } of vocabulary.patterns ?? []) {
    const flags = pattern.flags.includes('d') ? pattern.flags : `${pattern.flags}d`;
    const match = new RegExp(pattern.source, flags).exec(normalised);
    if (!match || !free(match.index, match.index + match[0].length)) continue;
    const groups = match.indices?.groups ?? {};
    const filled = english.replace(/\$<(\w+)>/g, (_, name: string) => {
      const span = groups[name];
      return span ? text.slice(toOriginal(span[0]), toOriginal(span[1])).trim() : '';
    });
    found.push({ start: match.index, end: match.index + match[0].length, english: filled });
  }
  for (const { english, pattern } of getPhrasePatterns(vocabulary)) {
    for (const match of normalised.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (match[0].length > 0 && free(start, end)) found.push({ start, end, english });
    }
  }
  if (found.length === 0) return asciiDigits(text);
  found.sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const f of found) {
    out += `${asciiDigits(text.slice(at, toOriginal(f.start)))} ${f.english} `;
    at = toOriginal(f.end);
  }
  out += asciiDigits(text.slice(at));
  return out.replace(/\s+/g, ' ').trim();
}

/** Full-width and Arabic-Indic digits as ASCII: the parsers read numbers ("٢٠ ثانية", "２０秒") in ASCII. */
function asciiDigits(text: string): string {
  return text.replace(/[\uff10-\uff19\u0660-\u0669\u06f0-\u06f9]/g, (d) => normaliseCommandText(d).normalised);
}
