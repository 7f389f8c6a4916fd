import { contentWords } from './tokenize';

/** A word's unit-length vector, or undefined for a word the vectors do not know (an operator's GloVe-style file). */
export type WordVectors = (word: string) => Float32Array | undefined;

/** Per sentence: how close it is to the question by meaning, and its one word closest to a question word (cosines). */
export interface MeaningScores {
  meaning: number[];
  closestWord: number[];
}

/** A sentence the question's words do not appear in still counts when one of its words is this close to one of them. */
export const VECTOR_MATCH_MIN = 0.6;
/** Share of the final score that comes from word vectors; the rest is BM25 (normalised to the best sentence). */
const VECTOR_WEIGHT = 0.4;

const dot = (a: Float32Array, b: Float32Array) => {
  let sum = 0;
  for (let i = 0; i < a.length && i < b.length; i++) sum += a[i]! * b[i]!;
  return sum;
};

/**
 * Scores each sentence against the question by meaning: for every question word the vectors know, the closest word of
 * the sentence (cosine), averaged; and the closest single pair. Null when the vectors know none of the question's words.
 */
export function scoreWithWordVectors(sentenceTexts: readonly string[], question: string, vectors: WordVectors): MeaningScores | null {
  const asked = contentWords(question).flatMap((w) => vectors(w) ?? []);
  if (asked.length === 0) return null;
  const meaning: number[] = [];
  const closestWord: number[] = [];
  for (const text of sentenceTexts) {
    const words = contentWords(text).flatMap((w) => vectors(w) ?? []);
    const perAsked = asked.map((q) => Math.max(0, ...words.map((w) => dot(q, w))));
    meaning.push(words.length === 0 ? 0 : perAsked.reduce((a, b) => a + b, 0) / perAsked.length);
    closestWord.push(Math.max(0, ...perAsked));
  }
  return { meaning, closestWord };
}

/**
 * BM25 reranked by meaning: a sentence is kept when a question word appears in it (BM25 > 0) or when one of its words
 * means nearly the same (a synonym: "automobile" finds "car"); the order mixes both. Without meaning scores: BM25 alone.
 */
export function combineScores(bm25: readonly number[], scores: MeaningScores | null): number[] {
  const best = Math.max(0, ...bm25);
  return bm25.map((score, i) => {
    if (!scores) return score;
    if (score <= 0 && scores.closestWord[i]! < VECTOR_MATCH_MIN) return 0;
    return (1 - VECTOR_WEIGHT) * (best > 0 ? score / best : 0) + VECTOR_WEIGHT * scores.meaning[i]!;
  });
}
