import { tokenize } from './tokenize';
import type { TranscriptSentence } from './transcript-sentences';

const DAMPING = 0.85;
const ITERATIONS = 40;

function vector(terms: string[], idf: Map<string, number>): Map<string, number> {
  const v = new Map<string, number>();
  for (const t of terms) v.set(t, (v.get(t) ?? 0) + (idf.get(t) ?? 0));
  return v;
}

function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0;
  for (const [t, x] of a) dot += x * (b.get(t) ?? 0);
  const norm = (v: Map<string, number>) => Math.sqrt([...v.values()].reduce((s, x) => s + x * x, 0));
  const d = norm(a) * norm(b);
  return d > 0 ? dot / d : 0;
}

/**
 * Centrality of each sentence (TextRank: PageRank over the TF-IDF cosine similarity graph): a sentence that shares its
 * words with many others states what the video is about.
 */
export function rankSentences(sentences: readonly TranscriptSentence[]): number[] {
  const n = sentences.length;
  if (n === 0) return [];
  const terms = sentences.map((s) => tokenize(s.text));
  const df = new Map<string, number>();
  for (const doc of terms) for (const t of new Set(doc)) df.set(t, (df.get(t) ?? 0) + 1);
  const idf = new Map([...df].map(([t, f]) => [t, Math.log(1 + n / f)]));
  const vectors = terms.map((t) => vector(t, idf));
  const weights = vectors.map((a, i) => vectors.map((b, j) => (i === j ? 0 : cosine(a, b))));
  const outSum = weights.map((row) => row.reduce((s, w) => s + w, 0));
  let rank = new Array<number>(n).fill(1 / n);
  for (let it = 0; it < ITERATIONS; it++) {
    rank = rank.map((_, i) => (1 - DAMPING) / n + DAMPING * weights.reduce((s, row, j) => s + (outSum[j]! > 0 ? (row[i]! / outSum[j]!) * rank[j]! : rank[j]! / n), 0));
  }
  // A sentence with no content words says nothing on its own.
  return rank.map((r, i) => (terms[i]!.length === 0 ? 0 : r * Math.min(1, terms[i]!.length / 3)));
}

/** How many sentences a summary keeps: about a fifth of the transcript, 1 to 8. */
export function getSummaryLength(sentenceCount: number): number {
  return Math.max(1, Math.min(8, Math.round(sentenceCount / 5)));
}

/** An extractive summary: the most central sentences, in the order they are spoken (their words, never new ones). */
export function summarizeSentences(sentences: readonly TranscriptSentence[], count = getSummaryLength(sentences.length)): TranscriptSentence[] {
  const ranks = rankSentences(sentences);
  return sentences
    .map((s, i) => ({ s, rank: ranks[i]! }))
    .filter((x) => x.rank > 0)
    .sort((a, b) => b.rank - a.rank || a.s.startS - b.s.startS)
    .slice(0, count)
    .map((x) => x.s)
    .sort((a, b) => a.startS - b.startS);
}
