import { defineConfig } from '@lingui/cli';
import { LOCALES, SOURCE_LOCALE } from './web/i18n/locales';

export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALES],
  // Untranslated messages fall back to English rather than showing message ids.
  fallbackLocales: { default: SOURCE_LOCALE },
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['<rootDir>/web'] }],
  format: 'po',
});
