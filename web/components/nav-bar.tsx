import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { trpc } from '../trpc';
import { CreditAmount } from './credit-amount';
import { uiState, type Theme } from '../state/ui-state';
import { LOCALE_NAMES, LOCALES, type Locale } from '../i18n/locales';

function NavLink({ href, children }: { href: string; children: React.ReactNode }) {
  const [location] = useLocation();
  const base = href.split('/').slice(0, 2).join('/');
  return (
    <Link href={href} className={location.startsWith(base) ? 'active' : ''}>
      {children}
    </Link>
  );
}

export function NavBar() {
  const { t } = useLingui();
  const ui = useSnapshot(uiState);
  const balance = trpc.billing.balance.useQuery(undefined, { refetchInterval: 15_000 });
  const me = trpc.auth.me.useQuery();
  // Phones: the links and menus fold behind a Menu button (CSS shows it under 640 px); a new page closes the menu.
  const [menuOpen, setMenuOpen] = useState(false);
  const [location] = useLocation();
  useEffect(() => setMenuOpen(false), [location]);
  return (
    <header className="topbar" data-live>
      <Link href="/dashboard/all" className="brand">
        <span className="brand-mark" aria-hidden>
          <svg width="14" height="14" viewBox="0 0 14 14"><path d="M3 1.5l9 5.5-9 5.5z" fill="#fff" /></svg>
        </span>
        Kinora
      </Link>
      <button type="button" className="menu-button" aria-expanded={menuOpen} aria-controls="topbar-menu" onClick={() => setMenuOpen(!menuOpen)}>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden><path d="M2 4h12M2 8h12M2 12h12" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" /></svg>
        <Trans>Menu</Trans>
      </button>
      <div id="topbar-menu" className={menuOpen ? 'topbar-menu open' : 'topbar-menu'}>
        <nav className="nav">
          <NavLink href="/dashboard/all"><Trans>Tools</Trans></NavLink>
          <NavLink href="/files"><Trans>Files</Trans></NavLink>
          <NavLink href="/projects"><Trans>Projects</Trans></NavLink>
          <NavLink href="/settings"><Trans>Settings</Trans></NavLink>
        </nav>
        <div className="topbar-end">
          <Link href="/blog" className="topbar-link"><Trans>Blog</Trans></Link>
          <Link href="/pricing" className="topbar-link"><Trans>Pricing</Trans></Link>
          {balance.data ? (
            <span className="credits-pill" data-testid="credits" title={t`Your credit balance`}>
              <CreditAmount value={balance.data.credits} />
            </span>
          ) : (
            // Holds the pill's place until the balance arrives, so nothing moves when it does.
            <span className="credits-pill placeholder" aria-hidden>
              <CreditAmount value={0} />
            </span>
          )}
          {me.data?.loggedIn ? (
            <Link href="/account" className="topbar-link" data-testid="account-link"><bdi>{me.data.name ?? me.data.email}</bdi></Link>
          ) : (
            <Link href="/login" className="topbar-link" data-testid="login-link"><Trans>Log in</Trans></Link>
          )}
          <select className="select" aria-label={t`Language`} value={ui.locale} onChange={(e) => (uiState.locale = e.target.value as Locale)}>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale}>{LOCALE_NAMES[locale]}</option>
            ))}
          </select>
          <select className="select" aria-label={t`Theme`} value={ui.theme} onChange={(e) => (uiState.theme = e.target.value as Theme)}>
            <option value="system">{t`System`}</option>
            <option value="light">{t`Light`}</option>
            <option value="dark">{t`Dark`}</option>
          </select>
        </div>
      </div>
    </header>
  );
}
