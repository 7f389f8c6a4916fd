import type { LandingPage } from '../../../domain/catalogue/get-landing-pages';
import { getTool } from '../../../domain/catalogue/get-tool';
import { fillLandingFacts } from '../fill-landing-facts';
import { SOURCE_LOCALE } from '../../i18n/locales';
import { BACKGROUND_COPY } from './background-copy';
import { EDITOR_COPY } from './editor-copy';
import { ENHANCE_COPY } from './enhance-copy';
import type { LandingCopy } from './landing-copy';
import { MOTION_COPY } from './motion-copy';
import { PRIVACY_COPY } from './privacy-copy';

/** Every landing page's own copy, by slug (a test checks that each page of the catalogue has one, and no other). */
export const LANDING_COPY: Readonly<Record<string, LandingCopy>> = {
  ...EDITOR_COPY, ...MOTION_COPY, ...BACKGROUND_COPY, ...PRIVACY_COPY, ...ENHANCE_COPY,
};

/**
 * A landing page's copy with the catalogue's limits and prices filled in, or undefined for a slug without copy. The
 * copy is English: keyword pages answer English searches (their slugs are English phrases), so the other locales show
 * the page's translated tool text instead (see the landing page).
 */
export function getLandingCopy(page: LandingPage): LandingCopy | undefined {
  const copy = LANDING_COPY[page.slug];
  if (copy === undefined) return undefined;
  const tool = getTool(page.toolId);
  const fill = (text: string) => fillLandingFacts(text, tool);
  return {
    description: fill(copy.description),
    lead: fill(copy.lead),
    steps: [fill(copy.steps[0]), fill(copy.steps[1]), fill(copy.steps[2])],
    faq: copy.faq.map(([question, answer]) => [fill(question), fill(answer)] as const),
  };
}

/** The copy a page shows in a locale: its own English copy in the source locale, none (the translated page) elsewhere. */
export function getShownLandingCopy(page: LandingPage, locale: string): LandingCopy | undefined {
  return locale === SOURCE_LOCALE ? getLandingCopy(page) : undefined;
}
