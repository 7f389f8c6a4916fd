/** The 18 interface locales of the spec, with their names in their own language. */
export const LOCALE_NAMES = {
  'en-US': 'English',
  'es-ES': 'Español',
  'fr-FR': 'Français',
  'de-DE': 'Deutsch',
  'ja-JP': '日本語',
  'ko-KR': '한국어',
  'zh-CN': '简体中文',
  'ru-RU': 'Русский',
  'ar-AE': 'العربية',
  'it-IT': 'Italiano',
  'pt-PT': 'Português',
  'nl-NL': 'Nederlands',
  'tr-TR': 'Türkçe',
  'pl-PL': 'Polski',
  'no-NO': 'Norsk',
  'fi-FI': 'Suomi',
  'el-GR': 'Ελληνικά',
  'da-DK': 'Dansk',
} as const;
export type Locale = keyof typeof LOCALE_NAMES;
export const LOCALES = Object.keys(LOCALE_NAMES) as Locale[];
export const SOURCE_LOCALE: Locale = 'en-US';
export const RTL_LOCALES: ReadonlySet<Locale> = new Set<Locale>(['ar-AE']);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && value in LOCALE_NAMES;
}

/** The best locale for a browser's language list: exact match, then same language, then English. */
export function pickLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) if (isLocale(tag)) return tag;
  for (const tag of preferred) {
    const language = tag.split('-')[0]?.toLowerCase();
    const match = LOCALES.find((locale) => locale.split('-')[0] === language || (language === 'nb' && locale === 'no-NO'));
    if (match) return match;
  }
  return SOURCE_LOCALE;
}
