import type { Word } from '../../../domain/editing/understanding';

/**
 * Words from `pocketsphinx_continuous -time yes` output: per utterance a hypothesis line, then `word start end
 * confidence` lines. Fillers (<s>, </s>, <sil>, [NOISE], ++GARBAGE++) are dropped; alternate pronunciations lose their
 * `(2)` suffix.
 */
export function parsePocketsphinxOutput(text: string): Word[] {
  const words: Word[] = [];
  for (const line of text.split('\n')) {
    const match = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)$/.exec(line.trim());
    if (!match) continue;
    const token = match[1]!;
    if (/^(<.*>|\[.*\]|\+\+.*\+\+)$/.test(token)) continue;
    words.push({ text: token.replace(/\(\d+\)$/, ''), startS: Number(match[2]), endS: Number(match[3]), confidence: Math.min(1, Number(match[4])) });
  }
  return words;
}
