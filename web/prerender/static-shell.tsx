import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { CreditAmount } from '../components/credit-amount';
import { LOCALE_NAMES, type Locale } from '../i18n/locales';

/** The page frame of a prerendered page: brand and navigation as plain links (the app replaces it once it runs). */
export function StaticShell({ children }: { children: ReactNode }) {
  const { t, i18n } = useLingui();
  return (
    <div className="shell">
      <header className="topbar">
        <Link href="/dashboard/all" className="brand">
          <span className="brand-mark" aria-hidden>
            <svg width="14" height="14" viewBox="0 0 14 14"><path d="M3 1.5l9 5.5-9 5.5z" fill="#fff" /></svg>
          </span>
          Kinora
        </Link>
        {/* Phones see the Menu button as in the app; the first tap starts the app, which opens it. */}
        <button type="button" className="menu-button" aria-expanded="false" aria-controls="topbar-menu">
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden><path d="M2 4h12M2 8h12M2 12h12" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" /></svg>
          <Trans>Menu</Trans>
        </button>
        <div id="topbar-menu" className="topbar-menu">
          <nav className="nav">
            <Link href="/dashboard/all"><Trans>Tools</Trans></Link>
            <Link href="/files"><Trans>Files</Trans></Link>
            <Link href="/projects"><Trans>Projects</Trans></Link>
            <Link href="/settings"><Trans>Settings</Trans></Link>
          </nav>
          {/* The same sizes as the app's bar (credits pill, Log in and both menus), so nothing moves when the app takes over. */}
          <div className="topbar-end">
            <Link href="/blog" className="topbar-link"><Trans>Blog</Trans></Link>
            <Link href="/pricing" className="topbar-link"><Trans>Pricing</Trans></Link>
            <span className="credits-pill placeholder" aria-hidden><CreditAmount value={0} /></span>
            <Link href="/login" className="topbar-link"><Trans>Log in</Trans></Link>
            <select className="select" aria-label={t`Language`} defaultValue={i18n.locale}>
              <option value={i18n.locale}>{LOCALE_NAMES[i18n.locale as Locale]}</option>
            </select>
            <select className="select" aria-label={t`Theme`} defaultValue="system">
              <option value="system">{t`System`}</option>
            </select>
          </div>
        </div>
      </header>
      <main className="main">{children}</main>
    </div>
  );
}
