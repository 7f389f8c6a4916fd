import { i18n } from '@lingui/core';
import { RTL_LOCALES, type Locale } from './locales';

// Each catalog is its own chunk, compiled from locales/<locale>/messages.po by the lingui vite plugin.
const catalogs = import.meta.glob<{ messages: Record<string, string> }>('../../locales/*/messages.po');

/** Loads a locale's messages, activates it, and sets the document's language and direction (RTL for Arabic). */
export async function activateLocale(locale: Locale): Promise<void> {
  const load = catalogs[`../../locales/${locale}/messages.po`];
  const { messages } = load ? await load() : { messages: {} };
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  document.documentElement.dir = RTL_LOCALES.has(locale) ? 'rtl' : 'ltr';
}
