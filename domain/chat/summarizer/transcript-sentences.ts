import type { Word } from '../../editing/understanding';

/** A stretch of the transcript read as one sentence: its words' text and where it is spoken. */
export interface TranscriptSentence {
  index: number;
  text: string;
  startS: number;
  endS: number;
}

// Recognisers without punctuation (pocketsphinx): a pause this long ends a sentence; long runs are cut anyway.
const PAUSE_S = 0.45;
const MAX_WORDS = 40;
const MAX_SPAN_S = 15;

/** The transcript as sentences: words joined until a pause, a sentence end mark, or a length cap. */
export function toTranscriptSentences(words: readonly Word[]): TranscriptSentence[] {
  const sentences: TranscriptSentence[] = [];
  let current: Word[] = [];
  const flush = () => {
    if (current.length === 0) return;
    sentences.push({ index: sentences.length, text: current.map((w) => w.text).join(' '), startS: current[0]!.startS, endS: current[current.length - 1]!.endS });
    current = [];
  };
  for (const word of words) {
    const last = current[current.length - 1];
    if (last && (word.startS - last.endS >= PAUSE_S || current.length >= MAX_WORDS || word.endS - current[0]!.startS > MAX_SPAN_S)) flush();
    current.push(word);
    if (/[.!?]$/.test(word.text)) flush();
  }
  flush();
  return sentences;
}
