import { proxy, subscribe } from 'valtio';
import { isLocale, pickLocale, type Locale } from '../i18n/locales';

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

/** A locale named in the address (?hl=fr-FR, the target of the pages' hreflang links) wins over the stored one. */
function getAddressLocale(): Locale | null {
  const named = new URLSearchParams(location.search).get('hl');
  return isLocale(named) ? named : null;
}

export const uiState = proxy({
  theme: (persisted.theme ?? 'system') as Theme,
  locale: getAddressLocale() ?? (isLocale(persisted.locale) ? persisted.locale : pickLocale(navigator.languages ?? [navigator.language])),
});

subscribe(uiState, () => {
  try {
    localStorage.setItem(STORAGE_ROOT_KEY, JSON.stringify({ theme: uiState.theme, locale: uiState.locale }));
  } catch {
    // Storage full or disabled: preferences simply do not persist.
  }
});
