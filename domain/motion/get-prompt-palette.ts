import { COLOUR_WORDS, readableOn, shade } from './colours';
import type { IndustryId } from './industries';
import { INDUSTRIES } from './industries';
import { countPromptWords } from './match-prompt-words';
import { PALETTE_MOODS, PALETTE_WORDS, type PaletteMood } from './palette-words';
import type { Colour, Palette } from './storyboard';

/** The hue moods' own palettes, for a prompt that names a mood but no colour. */
export const MOOD_PALETTES: Readonly<Record<'warm' | 'cool' | 'bright', Palette>> = {
  // Orange-red into amber: every shade of its gradient stays in the red-yellow hues.
  warm: { background: '#d9480f', accent: '#ffd166', text: '#ffffff' },
  cool: { background: '#0e7490', accent: '#a5f3fc', text: '#ffffff' },
  bright: { background: '#ff006e', accent: '#ffbe0b', text: '#ffffff' },
};

/** The moods a text asks for, in PALETTE_MOODS order, in any interface language. */
export function findPaletteMoods(text: string): PaletteMood[] {
  return PALETTE_MOODS.filter((mood) => countPromptWords(text, PALETTE_WORDS[mood]) > 0);
}

/**
 * The colours a text names, in the order written: `#rrggbb` codes and English colour words (a locale's colour words
 * are translated to English before, by translateCommand), at most two (a brand's main colour and its accent).
 */
export function findColours(text: string): Colour[] {
  const found: { at: number; color: Colour }[] = [];
  for (const match of text.matchAll(/#[0-9a-f]{6}\b/gi)) found.push({ at: match.index, color: match[0].toLowerCase() });
  for (const match of text.toLowerCase().matchAll(/[a-z]+/g)) {
    const color = COLOUR_WORDS[match[0]];
    if (color) found.push({ at: match.index, color });
  }
  const colours = found.sort((a, b) => a.at - b.at).map((f) => f.color);
  return [...new Set(colours)].slice(0, 2);
}

export interface PromptPaletteInput {
  /** The prompt with its colour words in English (translateCommand for the user's locale). */
  style: string;
  /** The prompt as written (mood words are found in every language). */
  prompt: string;
  industry: IndustryId;
  /** The template's palette: the last resort. */
  fallback: Palette;
}

/**
 * The palette a prompt asks for. The hue comes from, first to last: the brand colours it names (#hex or colour words;
 * the first is the background, a second the accent), a hue mood (warm, cool, bright), the business's line of trade,
 * the template. A tone mood then shades it: dark deepens the background, pastel softens it and the accent. The text
 * colour is always the readable one on the result.
 */
export function getPromptPalette(input: PromptPaletteInput): Palette {
  const moods = findPaletteMoods(input.prompt);
  const colours = findColours(input.style);
  const hue = moods.find((mood): mood is 'warm' | 'cool' | 'bright' => mood in MOOD_PALETTES);
  const base = hue ? MOOD_PALETTES[hue] : (INDUSTRIES[input.industry].palette ?? input.fallback);
  let background = colours[0] ?? base.background;
  let accent = colours[1] ?? (colours[0] && colours[0] !== base.accent ? base.accent : colours[0] ? shade(colours[0], 0.5) : base.accent);
  if (moods.includes('dark')) background = shade(background, -0.6);
  if (moods.includes('pastel')) {
    background = shade(background, 0.7);
    accent = shade(accent, 0.35);
  }
  return { background, accent, text: readableOn(background) };
}
