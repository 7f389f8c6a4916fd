import { subscribe } from 'valtio';
import { isLocale } from '../i18n/locales';
import { uiState } from './ui-state';
import { userState } from './user-state';
import { pickPersistedUser, restorePersistedState, savePersistedState, type StateStorage } from './persisted-state';

/** localStorage behind the StateStorage interface; a browser that refuses storage reads nothing. */
export const browserStorage: StateStorage = {
  getItem: (key) => localStorage.getItem(key),
  setItem: (key, value) => localStorage.setItem(key, value),
};

/**
 * Restores the interface and user state from browser storage (abandoned silently after 5000 ms), then keeps storage
 * up to date on every change. Runs once, before the app's first render.
 */
export async function hydrateClientState(storage: StateStorage = browserStorage): Promise<void> {
  const restored = await restorePersistedState(storage);
  if (restored?.ui?.theme === 'light' || restored?.ui?.theme === 'dark' || restored?.ui?.theme === 'system') uiState.theme = restored.ui.theme;
  if (!uiState.localeFromAddress && isLocale(restored?.ui?.locale)) uiState.locale = restored.ui.locale;
  if (restored?.user) Object.assign(userState, pickPersistedUser({ ...userState, ...restored.user }));
  const save = () => savePersistedState(storage, { ui: { theme: uiState.theme, locale: uiState.locale }, user: pickPersistedUser(userState) });
  subscribe(uiState, save);
  subscribe(userState, save);
}
