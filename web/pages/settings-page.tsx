import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { uiState, type Theme } from '../state/ui-state';
import { LOCALE_NAMES, LOCALES, type Locale } from '../i18n/locales';

export function SettingsPage() {
  const { t } = useLingui();
  const ui = useSnapshot(uiState);
  return (
    <>
      <div className="page-head"><h1 className="page-title"><Trans>Settings</Trans></h1></div>
      <div className="card panel" style={{ maxWidth: 520 }}>
        <div className="field">
          <label className="field-label" htmlFor="settings-language"><Trans>Language</Trans></label>
          <select id="settings-language" className="select" value={ui.locale} onChange={(e) => (uiState.locale = e.target.value as Locale)}>
            {LOCALES.map((locale) => <option key={locale} value={locale}>{LOCALE_NAMES[locale]}</option>)}
          </select>
        </div>
        <div className="field">
          <label className="field-label" htmlFor="settings-theme"><Trans>Theme</Trans></label>
          <select id="settings-theme" className="select" value={ui.theme} onChange={(e) => (uiState.theme = e.target.value as Theme)}>
            <option value="system">{t`System`}</option>
            <option value="light">{t`Light`}</option>
            <option value="dark">{t`Dark`}</option>
          </select>
        </div>
        <Link href="/account"><Trans>Your account</Trans></Link>
      </div>
    </>
  );
}
