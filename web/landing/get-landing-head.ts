import type { I18n } from '@lingui/core';
import type { LandingPage } from '../../domain/catalogue/get-landing-pages';
import { TOOL_MESSAGES } from '../i18n/tool-messages';
import { LANDING_HEADLINES } from '../i18n/landing-messages';
import { getLandingTopic } from './get-landing-topic';

export interface PageHead {
  title: string;
  description: string;
}

/** A landing page's title and meta description in the active locale (also used when prerendering). */
export function getLandingHead(page: LandingPage, i18n: I18n): PageHead {
  const toolName = i18n._(TOOL_MESSAGES[page.toolId].label);
  const title = page.kind === 'main' ? `${i18n._(LANDING_HEADLINES[page.toolId])} | ${toolName}` : `${getLandingTopic(page.slug, i18n)} – ${toolName}`;
  return { title: `${title} | Kinora`, description: i18n._(TOOL_MESSAGES[page.toolId].description) };
}
