import { isLocale, SOURCE_LOCALE, type Locale } from './locales';

/** The address of a page in a locale: the source locale at the path itself, the others under /<locale>/. */
export function getLocalizedPath(path: string, locale: Locale): string {
  return locale === SOURCE_LOCALE ? path : `/${locale}${path}`;
}

/** Splits a locale prefix off a path: "/fr-FR/tools/x" -> { locale: "fr-FR", path: "/tools/x" }. */
export function splitLocalePrefix(path: string): { locale: Locale | null; path: string } {
  const match = /^\/([a-z]{2}-[A-Z]{2})(\/.*)?$/.exec(path);
  if (match && isLocale(match[1])) return { locale: match[1], path: match[2] ?? '/' };
  return { locale: null, path };
}
