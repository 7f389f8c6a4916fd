import { readFile } from 'node:fs/promises';

/** Debian's colour emoji font (fonts-noto-color-emoji; scripts/ensure.sh installs it). */
export const NOTO_EMOJI_FONT = '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf';

/**
 * The PNG picture of one emoji inside a colour bitmap font (CBDT/CBLC tables, as Noto Color Emoji ships them), or null
 * when the font has none for it. Neither libass nor drawtext draws colour bitmap glyphs, so the renderer overlays this
 * picture instead. Reads the tables directly (cmap format 12, CBLC index formats 1 and 3, CBDT image formats 17-19):
 * a few dozen lines against the OpenType spec, where a font engine package would add a dependency tree for one lookup.
 * https://learn.microsoft.com/typography/opentype/spec/cblc
 */
export function findEmojiPng(font: Buffer, emoji: string): Buffer | null {
  const tables = new Map<string, number>();
  const numTables = font.readUInt16BE(4);
  for (let i = 0; i < numTables; i++) tables.set(font.toString('latin1', 12 + i * 16, 16 + i * 16), font.readUInt32BE(12 + i * 16 + 8));
  const [cmap, cblc, cbdt] = [tables.get('cmap'), tables.get('CBLC'), tables.get('CBDT')];
  if (cmap === undefined || cblc === undefined || cbdt === undefined) return null;
  // One code point (a variation selector after it changes nothing in this font's cmap).
  const codePoint = emoji.codePointAt(0);
  if (codePoint === undefined) return null;
  const glyph = findGlyph(font, cmap, codePoint);
  if (glyph === null) return null;
  const numSizes = font.readUInt32BE(cblc + 4);
  for (let s = 0; s < numSizes; s++) {
    const size = cblc + 8 + s * 48;
    const arrayOffset = cblc + font.readUInt32BE(size);
    const subTables = font.readUInt32BE(size + 8);
    for (let t = 0; t < subTables; t++) {
      const entry = arrayOffset + t * 8;
      const [first, last] = [font.readUInt16BE(entry), font.readUInt16BE(entry + 2)];
      if (glyph < first || glyph > last) continue;
      const sub = arrayOffset + font.readUInt32BE(entry + 4);
      const [indexFormat, imageFormat, imageDataOffset] = [font.readUInt16BE(sub), font.readUInt16BE(sub + 2), font.readUInt32BE(sub + 4)];
      const k = glyph - first;
      let start: number;
      if (indexFormat === 1) start = font.readUInt32BE(sub + 8 + k * 4);
      else if (indexFormat === 3) start = font.readUInt16BE(sub + 8 + k * 2);
      else continue;
      const at = cbdt + imageDataOffset + start;
      const header = imageFormat === 17 ? 5 : imageFormat === 18 ? 8 : imageFormat === 19 ? 0 : -1;
      if (header < 0) continue;
      const length = font.readUInt32BE(at + header);
      return font.subarray(at + header + 4, at + header + 4 + length);
    }
  }
  return null;
}

/** The glyph of a code point from the font's cmap format 12 subtable (full Unicode), or null. */
function findGlyph(font: Buffer, cmap: number, codePoint: number): number | null {
  const count = font.readUInt16BE(cmap + 2);
  for (let i = 0; i < count; i++) {
    const sub = cmap + font.readUInt32BE(cmap + 4 + i * 8 + 4);
    if (font.readUInt16BE(sub) !== 12) continue;
    const groups = font.readUInt32BE(sub + 12);
    for (let g = 0; g < groups; g++) {
      const at = sub + 16 + g * 12;
      const [start, end] = [font.readUInt32BE(at), font.readUInt32BE(at + 4)];
      if (codePoint >= start && codePoint <= end) return font.readUInt32BE(at + 8) + codePoint - start;
    }
  }
  return null;
}

const fonts = new Map<string, Promise<Buffer>>();

/** `findEmojiPng` on a font file, read once per process (the Noto font is about 10 MB). */
export async function readEmojiPng(fontPath: string, emoji: string): Promise<Buffer | null> {
  let font = fonts.get(fontPath);
  if (!font) {
    font = readFile(fontPath);
    fonts.set(fontPath, font);
    font.catch(() => fonts.delete(fontPath));
  }
  return findEmojiPng(await font, emoji);
}
