import { proxy } from 'valtio';
import { pickLocale, type Locale } from '../i18n/locales';
import { splitLocalePrefix } from '../i18n/get-localized-path';

export type Theme = 'light' | 'dark' | 'system';

/**
 * A locale named in the address wins over the stored one: a prerendered page in another language lives under
 * /<locale>/ (the target of the pages' hreflang links). The prefix is then dropped from the address, since the app's
 * routes have none.
 */
function takeAddressLocale(): Locale | null {
  const { locale, path } = splitLocalePrefix(location.pathname);
  if (locale) history.replaceState(history.state, '', `${path}${location.search}${location.hash}`);
  return locale;
}

const addressLocale = takeAddressLocale();

/** Interface choices: theme and language. Restored from browser storage by hydrateClientState. */
export const uiState = proxy({
  theme: 'system' as Theme,
  locale: addressLocale ?? pickLocale(navigator.languages ?? [navigator.language]),
  /** The page was opened at a /<locale>/ address: that language wins over the stored one. */
  localeFromAddress: addressLocale !== null,
});
