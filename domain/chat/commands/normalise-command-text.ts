// Letters that carry no combining mark to strip, folded so a user who types without them is understood too.
// Greek final sigma and Arabic letter variants are folded too (users type either form).
const FOLD: Readonly<Record<string, string>> = { ł: 'l', ø: 'o', æ: 'ae', đ: 'd', ß: 'ss', ı: 'i', œ: 'oe', ς: 'σ', ة: 'ه', ى: 'ي' };
// Accents (Latin, Greek, Cyrillic: ё, й) and Arabic vowel and hamza marks. Not the kana voicing marks: they change the
// word (ク/グ), so kana and Hangul are recomposed (NFC) after the split.
const MARKS = /[\u0300-\u036f\u064b-\u065f\u0670]/g;

/**
 * A message as command vocabularies are written: lower case, compatibility forms folded (full-width digits, Arabic-Indic
 * digits), accents removed (see MARKS). `origin[i]` is the index in `text` of normalised character i,
 * so a phrase found in the normalised text can be cut from the original (a scene title keeps its accents).
 */
export function normaliseCommandText(text: string): { normalised: string; origin: number[] } {
  let normalised = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const stripped = char.toLowerCase().normalize('NFKD').replace(MARKS, '').normalize('NFC');
    const folded = [...stripped].map((c) => FOLD[c] ?? digit(c)).join('');
    normalised += folded;
    for (let i = 0; i < folded.length; i++) origin.push(index);
    index += char.length;
  }
  return { normalised, origin };
}

/** Arabic-Indic and Persian digits as ASCII digits (findDurationS and scene numbers read ASCII). */
function digit(char: string): string {
  const code = char.charCodeAt(0);
  if (code >= 0x660 && code <= 0x669) return String(code - 0x660);
  if (code >= 0x6f0 && code <= 0x6f9) return String(code - 0x6f0);
  return char;
}
