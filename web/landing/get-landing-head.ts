import type { I18n } from '@lingui/core';
import type { LandingPage } from '../../domain/catalogue/get-landing-pages';
import { TOOL_MESSAGES } from '../i18n/tool-messages';
import { LANDING_FREE_NOTE, LANDING_HEADLINES } from '../i18n/landing-messages';
import { getShownLandingCopy } from './copy/get-landing-copy';
import { fitDescription } from './fit-description';
import { getLandingTopic } from './get-landing-topic';

export interface PageHead {
  title: string;
  description: string;
}

/**
 * A landing page's title and meta description in the active locale (also used when prerendering): the page's own
 * description where it has copy in that locale, else its topic or headline, the tool's description and the free note,
 * fitted to 120-160 characters.
 */
export function getLandingHead(page: LandingPage, i18n: I18n): PageHead {
  const toolName = i18n._(TOOL_MESSAGES[page.toolId].label);
  const headline = i18n._(LANDING_HEADLINES[page.toolId]);
  const topic = page.kind === 'main' ? headline : getLandingTopic(page.slug, i18n);
  const title = page.kind === 'main' ? `${headline} | ${toolName}` : `${topic} – ${toolName}`;
  const copy = getShownLandingCopy(page, i18n.locale);
  const description = copy?.description
    ?? fitDescription([`${topic}${page.kind === 'main' ? '.' : `: ${headline}.`}`, i18n._(TOOL_MESSAGES[page.toolId].description), i18n._(LANDING_FREE_NOTE)]);
  return { title: `${title} | Kinora`, description };
}
