/** Words that every English text shares; left out so that overlap measures what pages say, not their grammar. */
const FUNCTION_WORDS = new Set(
  ('a an the and or but if then than so as at by for from in into of off on onto out over to up with without about ' +
    'after before between through under until while during per via is are was were be been being am do does did done ' +
    'has have had having can could may might must shall should will would it its it’s this that these those there here ' +
    'what which who whom whose when where why how all any each every both either neither no not nor none some such own ' +
    'same other another more most much many few less least only just also too very again once you your yours we our ' +
    'us i me my he him his she her they them their one two three s t don’t isn’t doesn’t can’t won’t').split(' '),
);

/** The words of a text, lower case, without function words: what overlap is counted on. */
export function getContentWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+(?:[’'][\p{L}]+)?/gu) ?? []).filter((word) => !FUNCTION_WORDS.has(word));
}

export interface PageOverlap {
  id: string;
  /** The largest share (0..1) of this page's distinct words that one other page also uses. */
  share: number;
  /** That other page. */
  closest: string;
}

/**
 * For each page, the share of its distinct content words that also appear in the body of its closest other page (the
 * one sharing most). 1 means another page says nothing this one does not; pages written for their own topic score low.
 */
export function measureWordOverlap(pages: readonly { id: string; text: string }[]): PageOverlap[] {
  const vocabularies = pages.map((page) => ({ id: page.id, words: new Set(getContentWords(page.text)) }));
  return vocabularies.map((page) => {
    let best: PageOverlap = { id: page.id, share: 0, closest: '' };
    for (const other of vocabularies) {
      if (other === page || page.words.size === 0) continue;
      let shared = 0;
      for (const word of page.words) if (other.words.has(word)) shared++;
      const share = shared / page.words.size;
      if (share > best.share) best = { id: page.id, share, closest: other.id };
    }
    return best;
  });
}

/** The text's runs of `n` consecutive words (lower case, function words kept: they are part of a copied sentence). */
export function getShingles(text: string, n = 3): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+(?:[’'][\p{L}]+)?/gu) ?? [];
  const shingles = new Set<string>();
  for (let index = 0; index + n <= words.length; index++) shingles.add(words.slice(index, index + n).join(' '));
  return shingles;
}

/**
 * For each page, the share of its three-word sequences that its closest other page also contains: how much of its
 * text is shared word for word (a near-duplicate measure, as search engines use), rather than shared vocabulary.
 */
export function measureTextOverlap(pages: readonly { id: string; text: string }[], n = 3): PageOverlap[] {
  const shingled = pages.map((page) => ({ id: page.id, shingles: getShingles(page.text, n) }));
  return shingled.map((page) => {
    let best: PageOverlap = { id: page.id, share: 0, closest: '' };
    for (const other of shingled) {
      if (other === page || page.shingles.size === 0) continue;
      let shared = 0;
      for (const shingle of page.shingles) if (other.shingles.has(shingle)) shared++;
      const share = shared / page.shingles.size;
      if (share > best.share) best = { id: page.id, share, closest: other.id };
    }
    return best;
  });
}
