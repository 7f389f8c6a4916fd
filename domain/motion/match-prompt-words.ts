import { normaliseCommandText } from '../chat/commands/normalise-command-text';

const BEFORE = '(?<![\\p{L}\\p{N}])';
const AFTER = '(?![\\p{L}\\p{N}])';
// Scripts written without spaces between words: a word is found anywhere in them.
const UNSPACED = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;
// Arabic glues the article and some prepositions to the word ("المخبز", "لمخبز", "بالألوان").
const ARABIC = /[\u0600-\u06ff]/u;
const ARABIC_PREFIX = '(?:وال|بال|ال|لل|و|ب|ل|ك)?';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const compiled = new WeakMap<readonly string[], RegExp[]>();

/** Each word of a list as a pattern on normalised text: `*` takes any ending; CJK and Hangul match anywhere. */
function getPatterns(words: readonly string[]): RegExp[] {
  let patterns = compiled.get(words);
  if (!patterns) {
    patterns = [...new Set(words)].map((word) => {
      const stem = word.endsWith('*');
      const local = escape(normaliseCommandText(stem ? word.slice(0, -1) : word).normalised);
      if (UNSPACED.test(word)) return new RegExp(local, 'u');
      return new RegExp(`${BEFORE}${ARABIC.test(word) ? ARABIC_PREFIX : ''}${local}${stem ? '' : AFTER}`, 'u');
    });
    compiled.set(words, patterns);
  }
  return patterns;
}

/** How many words of a list (PALETTE_WORDS' and INDUSTRIES' conventions) a text contains, in any language. */
export function countPromptWords(text: string, words: readonly string[]): number {
  const { normalised } = normaliseCommandText(text);
  return getPatterns(words).filter((pattern) => pattern.test(normalised)).length;
}
