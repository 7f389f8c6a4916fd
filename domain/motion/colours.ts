import type { Colour } from './storyboard';

/** Colour words a prompt or an edit message may use, with the base colour each names. */
export const COLOUR_WORDS: Readonly<Record<string, Colour>> = {
  black: '#111111',
  white: '#f5f5f5',
  grey: '#6b7280',
  gray: '#6b7280',
  red: '#d62839',
  orange: '#f77f00',
  yellow: '#fcbf49',
  gold: '#d4a017',
  green: '#2a9d8f',
  teal: '#0f766e',
  blue: '#1d4ed8',
  navy: '#1d3557',
  purple: '#7b2cbf',
  violet: '#7c3aed',
  pink: '#e85d9e',
  brown: '#7f5539',
  beige: '#e9dcc9',
};

/** Whether a string is `#rrggbb`. */
export function isColour(value: string): boolean {
  return /^#[0-9a-f]{6}$/i.test(value);
}

/** Mixes a colour towards black (amount < 0) or white (amount > 0), amount in -1..1. */
export function shade(color: Colour, amount: number): Colour {
  const target = amount < 0 ? 0 : 255;
  const k = Math.min(1, Math.abs(amount));
  const channel = (i: number) => {
    const value = parseInt(color.slice(1 + i * 2, 3 + i * 2), 16);
    return Math.round(value + (target - value) * k)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

/** Relative luminance 0..1 (sRGB weights, no gamma: good enough to pick a readable text colour). */
export function luminance(color: Colour): number {
  const [r, g, b] = [0, 1, 2].map((i) => parseInt(color.slice(1 + i * 2, 3 + i * 2), 16) / 255);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** A text colour that reads on a background. */
export function readableOn(background: Colour): Colour {
  return luminance(background) > 0.55 ? '#111111' : '#ffffff';
}

/** The first colour word in a text (whole words only), or a `#rrggbb` written in it. */
export function findColour(text: string): { word: string; color: Colour } | null {
  const hex = /#[0-9a-f]{6}\b/i.exec(text);
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  const word = words.find((w) => w in COLOUR_WORDS);
  if (hex && (!word || text.toLowerCase().indexOf(hex[0].toLowerCase()) < text.toLowerCase().indexOf(word))) {
    return { word: hex[0].toLowerCase(), color: hex[0].toLowerCase() };
  }
  return word ? { word, color: COLOUR_WORDS[word]! } : null;
}
