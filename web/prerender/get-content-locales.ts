import { LOCALES, SOURCE_LOCALE, type Locale } from '../i18n/locales';

/**
 * The locales a prerendered page's content is really written in: every interface locale, but a blog post's text is
 * English in all of them (only the page around it is translated), so a post has one language version to link.
 */
export function getContentLocales(path: string): readonly Locale[] {
  return path.startsWith('/blog/') ? [SOURCE_LOCALE] : LOCALES;
}
