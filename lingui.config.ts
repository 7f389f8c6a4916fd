import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { LOCALES, SOURCE_LOCALE } from './web/i18n/locales';

export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALES],
  // Untranslated messages fall back to English rather than showing message ids.
  fallbackLocales: { default: SOURCE_LOCALE },
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['<rootDir>/web'] }],
  // Origins without line numbers: catalogs change only when messages do, so parallel branches merge cleanly.
  format: formatter({ lineNumbers: false }),
});
