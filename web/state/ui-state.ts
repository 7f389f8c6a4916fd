import { proxy, subscribe } from 'valtio';
import { isLocale, pickLocale, type Locale } from '../i18n/locales';
import { splitLocalePrefix } from '../i18n/get-localized-path';

export type Theme = 'light' | 'dark' | 'system';

/** Browser storage root key: all persisted client state lives under it (the spec's single root key). */
export const STORAGE_ROOT_KEY = 'kinora';

interface Persisted {
  theme?: Theme;
  locale?: Locale;
}

function restore(): Persisted {
  try {
    return (JSON.parse(localStorage.getItem(STORAGE_ROOT_KEY) ?? '{}') as Persisted) ?? {};
  } catch {
    return {}; // A corrupt or unreadable store restores nothing, silently (spec: no message on restore failure).
  }
}

const persisted = restore();

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

export const uiState = proxy({
  theme: (persisted.theme ?? 'system') as Theme,
  locale: takeAddressLocale() ?? (isLocale(persisted.locale) ? persisted.locale : pickLocale(navigator.languages ?? [navigator.language])),
});

subscribe(uiState, () => {
  try {
    localStorage.setItem(STORAGE_ROOT_KEY, JSON.stringify({ theme: uiState.theme, locale: uiState.locale }));
  } catch {
    // Storage full or disabled: preferences simply do not persist.
  }
});
