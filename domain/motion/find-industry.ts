import { INDUSTRIES, INDUSTRY_IDS, type IndustryId } from './industries';
import { countPromptWords } from './match-prompt-words';

/** The line of trade a prompt names, in any interface language: most keyword hits, ties to the more specific (list order). */
export function findIndustry(prompt: string): IndustryId {
  let best: IndustryId = 'generic';
  let bestHits = 0;
  for (const id of INDUSTRY_IDS) {
    const hits = countPromptWords(prompt, INDUSTRIES[id].keywords);
    if (hits > bestHits) {
      best = id;
      bestHits = hits;
    }
  }
  return best;
}
