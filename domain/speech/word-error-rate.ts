/** Lower-case words without punctuation or sentence markers (`<s>`, `</s>`, `(utt-id)`, `[noise]`), for scoring. */
export function normaliseWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/<\/?s>|\([^)]*\)|\[[^\]]*\]/g, ' ')
    .replace(/[^a-z0-9' ]+/g, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter((w) => w.length > 0);
}

export interface WordErrors {
  substitutions: number;
  deletions: number;
  insertions: number;
  /** Words in the reference. */
  referenceWords: number;
}

/** Word-level Levenshtein alignment of a hypothesis against a reference (both normalised first). */
export function countWordErrors(reference: string, hypothesis: string): WordErrors {
  const ref = normaliseWords(reference);
  const hyp = normaliseWords(hypothesis);
  // cost[j] and ops[j] hold the best alignment of ref[0..i) with hyp[0..j); one row at a time.
  type Ops = { s: number; d: number; i: number };
  let previous: Ops[] = hyp.map((_, j) => ({ s: 0, d: 0, i: j + 1 }));
  previous.unshift({ s: 0, d: 0, i: 0 });
  const total = (o: Ops) => o.s + o.d + o.i;
  for (let i = 1; i <= ref.length; i++) {
    const row: Ops[] = [{ s: 0, d: i, i: 0 }];
    for (let j = 1; j <= hyp.length; j++) {
      const diagonal = previous[j - 1]!;
      const match = ref[i - 1] === hyp[j - 1];
      const candidates: Ops[] = [
        match ? diagonal : { ...diagonal, s: diagonal.s + 1 },
        { ...previous[j]!, d: previous[j]!.d + 1 },
        { ...row[j - 1]!, i: row[j - 1]!.i + 1 },
      ];
      row.push(candidates.reduce((best, c) => (total(c) < total(best) ? c : best)));
    }
    previous = row;
  }
  const end = previous[hyp.length]!;
  return { substitutions: end.s, deletions: end.d, insertions: end.i, referenceWords: ref.length };
}

/** Word error rate of a set of utterances: all errors over all reference words (0 when there are none). */
export function wordErrorRate(errors: readonly WordErrors[]): number {
  const words = errors.reduce((n, e) => n + e.referenceWords, 0);
  const wrong = errors.reduce((n, e) => n + e.substitutions + e.deletions + e.insertions, 0);
  return words === 0 ? 0 : wrong / words;
}
