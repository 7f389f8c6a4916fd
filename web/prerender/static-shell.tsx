import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';

/** The page frame of a prerendered page: brand and navigation as plain links (the app replaces it once it runs). */
export function StaticShell({ children }: { children: ReactNode }) {
  return (
    <div className="shell">
      <header className="topbar">
        <Link href="/dashboard/all" className="brand">
          <span className="brand-mark" aria-hidden>
            <svg width="14" height="14" viewBox="0 0 14 14"><path d="M3 1.5l9 5.5-9 5.5z" fill="#fff" /></svg>
          </span>
          Kinora
        </Link>
        <nav className="nav">
          <Link href="/dashboard/all"><Trans>Tools</Trans></Link>
        </nav>
        <div className="topbar-end">
          <Link href="/blog" className="topbar-link"><Trans>Blog</Trans></Link>
          <Link href="/pricing" className="topbar-link"><Trans>Pricing</Trans></Link>
        </div>
      </header>
      <main className="main">{children}</main>
    </div>
  );
}
