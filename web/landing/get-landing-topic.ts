import type { I18n } from '@lingui/core';
import { LANDING_TOPICS } from '../i18n/landing-topics';
import { humanizeSlug } from './humanize-slug';

/** The translated search topic of a keyword landing page (the slug spelled out if a new slug has no topic yet). */
export function getLandingTopic(slug: string, i18n: I18n): string {
  const topic = LANDING_TOPICS[slug];
  return topic ? i18n._(topic) : humanizeSlug(slug);
}
