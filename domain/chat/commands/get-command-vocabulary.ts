import type { CommandVocabulary } from './command-vocabulary';
import { ar } from './vocabularies/ar';
import { da } from './vocabularies/da';
import { de } from './vocabularies/de';
import { el } from './vocabularies/el';
import { es } from './vocabularies/es';
import { fi } from './vocabularies/fi';
import { fr } from './vocabularies/fr';
import { it } from './vocabularies/it';
import { ja } from './vocabularies/ja';
import { ko } from './vocabularies/ko';
import { nl } from './vocabularies/nl';
import { no } from './vocabularies/no';
import { pl } from './vocabularies/pl';
import { pt } from './vocabularies/pt';
import { ru } from './vocabularies/ru';
import { tr } from './vocabularies/tr';
import { zh } from './vocabularies/zh';

/** Every interface language but English (the parsers' own words) with its command vocabulary. */
export const COMMAND_VOCABULARIES: Readonly<Record<string, CommandVocabulary>> = { ar, da, de, el, es, fi, fr, it, ja, ko, nl, no, pl, pt, ru, tr, zh };

/** The command vocabulary of a locale (`de-DE`, `de`, `nb`), or null for English and unknown locales. */
export function getCommandVocabulary(locale: string | null | undefined): CommandVocabulary | null {
  const language = locale?.split(/[-_]/)[0]?.toLowerCase();
  if (!language) return null;
  return COMMAND_VOCABULARIES[language === 'nb' || language === 'nn' ? 'no' : language] ?? null;
}
