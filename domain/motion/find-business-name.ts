// "called X", "named X" in the interface languages (Latin-script ones; a quoted name works in every language).
const CALLED = /\b(?:called|named|namens|genannt|appel[ée]e?s?|nomm[ée]e?s?|llamad[oa]s?|chiamat[oa]|chamad[oa]|genaamd|o nazwie|kaldet|kalt|nimeltä|adlı|isimli)\s+(.+)$/iu;
const NAME_END = /\s*(?:[,;:.!?\n(]|\s-\s|\b(?:with|in|and|that|for|featuring|mit|und|avec|et|con|y|e|met|en|z|i|ile|ve)\b)/iu;
// A run of capitalised words inside a sentence ("a promo for Sunrise Bread, ..."): after a lower-case word, a digit or
// a comma, so neither a sentence's first word nor German's capitalised nouns after one another count.
const CAPITALISED = /(?<=[\p{Ll}\p{N},]\s+)((?:\p{Lu}[\p{L}\p{N}'&.-]*)(?:\s+(?:\p{Lu}[\p{L}\p{N}'&.-]*|&|of|de|du|la|le))*)/u;

/**
 * The business's name a prompt gives: a quoted name, the words after "called"/"named" (and their equivalents), or a
 * run of capitalised words after the first word; null when there is none (the copy then names no business rather
 * than inventing one). At most 40 characters.
 */
export function findBusinessName(prompt: string, locale?: string | null): string | null {
  const clean = (name: string) => {
    const trimmed = name.trim().replace(/[.,;:!?]+$/, '');
    return trimmed.length >= 2 && trimmed.length <= 40 ? trimmed : null;
  };
  const quoted = /["“«„'「『]([^"”»“'」』]{2,40})["”»“'」』]/u.exec(prompt);
  if (quoted) return clean(quoted[1]!);
  const called = CALLED.exec(prompt);
  if (called) {
    const name = clean(called[1]!.split(NAME_END)[0]!);
    if (name) return name;
  }
  // German capitalises every noun: there a capital letter says nothing about a name.
  const capitalised = locale?.startsWith('de') ? null : CAPITALISED.exec(prompt);
  if (capitalised) {
    const words = capitalised[1]!.split(/\s+/).filter((w) => !/^(?:I|A|An|The)$/.test(w));
    return clean(words.slice(0, 4).join(' '));
  }
  return null;
}
