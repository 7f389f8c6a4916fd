/** A BM25 index over documents already split into terms (see tokenize). */
export interface Bm25Index {
  docs: string[][];
  avgLength: number;
  /** Documents holding each term. */
  docFreq: Map<string, number>;
}

// The usual constants: term frequency saturates (k1), long documents are discounted (b).
const K1 = 1.2;
const B = 0.75;

export function buildBm25Index(docs: string[][]): Bm25Index {
  const docFreq = new Map<string, number>();
  for (const doc of docs) for (const term of new Set(doc)) docFreq.set(term, (docFreq.get(term) ?? 0) + 1);
  const total = docs.reduce((sum, d) => sum + d.length, 0);
  return { docs, avgLength: docs.length > 0 ? total / docs.length : 0, docFreq };
}

/** Okapi BM25 score of every document for the query's terms (0 where no term occurs), in document order. */
export function scoreBm25(index: Bm25Index, query: string[]): number[] {
  const n = index.docs.length;
  const terms = [...new Set(query)];
  return index.docs.map((doc) => {
    if (doc.length === 0) return 0;
    const counts = new Map<string, number>();
    for (const term of doc) counts.set(term, (counts.get(term) ?? 0) + 1);
    let score = 0;
    for (const term of terms) {
      const tf = counts.get(term) ?? 0;
      if (tf === 0) continue;
      const df = index.docFreq.get(term) ?? 0;
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      score += (idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * doc.length) / (index.avgLength || 1)));
    }
    return score;
  });
}
