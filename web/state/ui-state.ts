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

export const uiState = proxy({
  theme: (persisted.theme ?? 'system') as Theme,
  locale: isLocale(persisted.locale) ? persisted.locale : pickLocale(navigator.languages ?? [navigator.language]),
});

subscribe(uiState, () => {
  try {
    localStorage.setItem(STORAGE_ROOT_KEY, JSON.stringify({ theme: uiState.theme, locale: uiState.locale }));
  } catch {
    // Storage full or disabled: preferences simply do not persist.
  }
});
