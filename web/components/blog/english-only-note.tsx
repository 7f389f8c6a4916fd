import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { SOURCE_LOCALE } from '../../i18n/locales';

/** Posts are written in English: say so to readers of every other language. */
export function EnglishOnlyNote() {
  const { i18n } = useLingui();
  if (i18n.locale === SOURCE_LOCALE) return null;
  return <p className="alert alert-info" data-testid="english-only"><Trans>Blog posts are available in English only.</Trans></p>;
}
