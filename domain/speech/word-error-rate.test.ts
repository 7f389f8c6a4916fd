import { describe, expect, it } from 'vitest';
import { countWordErrors, normaliseWords, wordErrorRate } from './word-error-rate';

describe('normaliseWords', () => {
  it('drops case, punctuation, sentence markers, utterance ids and filler tags', () => {
    expect(normaliseWords('<s> He was NOT, an ill-disposed [noise] man. </s> (utt-0880)')).toEqual(['he', 'was', 'not', 'an', 'ill', 'disposed', 'man']);
  });
  it("keeps apostrophes inside words but not quotes around them", () => {
    expect(normaliseWords("'I'm' here")).toEqual(["i'm", 'here']);
  });
});

describe('countWordErrors', () => {
  it('counts nothing for the same words', () => {
    expect(countWordErrors('he was not', 'He was not.')).toEqual({ substitutions: 0, deletions: 0, insertions: 0, referenceWords: 3 });
  });
  it('tells substitutions, deletions and insertions apart', () => {
    expect(countWordErrors('he was not an ill disposed young man', 'he was not an illness those young man')).toEqual({ substitutions: 2, deletions: 0, insertions: 0, referenceWords: 8 });
    expect(countWordErrors('he might even', 'he he might even')).toEqual({ substitutions: 0, deletions: 0, insertions: 1, referenceWords: 3 });
    expect(countWordErrors('a b c', 'a c')).toEqual({ substitutions: 0, deletions: 1, insertions: 0, referenceWords: 3 });
  });
  it('scores an empty hypothesis as all deletions and an empty reference as all insertions', () => {
    expect(countWordErrors('one two', '')).toMatchObject({ deletions: 2, referenceWords: 2 });
    expect(countWordErrors('', 'one two')).toMatchObject({ insertions: 2, referenceWords: 0 });
  });
  it('finds the cheapest alignment, not the first one', () => {
    // Shifted by one word: one deletion and one insertion (2), not five substitutions.
    expect(countWordErrors('a b c d e', 'b c d e f')).toMatchObject({ substitutions: 0, deletions: 1, insertions: 1 });
  });
});

describe('wordErrorRate', () => {
  it('pools errors over all reference words, so long utterances weigh more', () => {
    expect(wordErrorRate([countWordErrors('a b c d', 'a b c d'), countWordErrors('e f', 'x')])).toBeCloseTo(2 / 6);
  });
  it('is 0 with no reference words and can pass 1 with insertions', () => {
    expect(wordErrorRate([])).toBe(0);
    expect(wordErrorRate([countWordErrors('a', 'x y z')])).toBe(3);
  });
});
