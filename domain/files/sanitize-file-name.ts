/** The longest file name we keep, in characters (most file systems allow 255 bytes; this leaves room for UTF-8). */
export const MAX_FILE_NAME_LENGTH = 120;

/** Used when nothing printable is left of a name. */
export const FALLBACK_FILE_NAME = 'video';

// Control characters (C0, DEL, C1), and the invisible marks that reorder or hide text: bidi embeddings, overrides and
// isolates (U+202A-E, U+2066-9: "Trojan Source" names such as "evil\u202Egpj.exe" that display as "evilexe.jpg"), the
// directional marks, zero-width characters and the byte-order mark.
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/**
 * A user-supplied file name made safe to store, show and offer as a download name: no directory part (a name such
 * as "../../etc/passwd" keeps only "passwd"), no control or bidi-override characters, no leading dots, spaces
 * collapsed, and at most MAX_FILE_NAME_LENGTH characters with the extension kept.
 */
export function sanitizeFileName(name: string): string {
  const base = name.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .replace(/[\t\n\v\f\r]/g, ' ') // line breaks and tabs separate words: keep them as spaces
    .replace(INVISIBLE, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '')
    .replace(/[\s.]+$/, '')
    .trim();
  if (!cleaned) return FALLBACK_FILE_NAME;
  const chars = Array.from(cleaned); // code points, so a cut never splits a surrogate pair
  if (chars.length <= MAX_FILE_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? Array.from(cleaned.slice(dot)) : [];
  return chars.slice(0, MAX_FILE_NAME_LENGTH - extension.length).join('').trimEnd() + extension.join('');
}
