import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { useSnapshot } from 'valtio';
import type { ReactNode } from 'react';
import { uiState, type Theme } from '../state/ui-state';
import { readAccountSummary } from '../state/account-summary';
import { LOCALE_NAMES, LOCALES, type Locale } from '../i18n/locales';
import { PRICING_MESSAGES } from '../i18n/pricing-messages';
import { trpc } from '../trpc';
import { CreditAmount } from '../components/credit-amount';
import { ApiKeysPanel } from '../components/api-keys-panel';
import { WebhooksPanel } from '../components/webhooks-panel';

const PLAN_NAMES: Record<string, string> = { basic: 'Basic', premium: 'Premium', pro: 'Pro', business: 'Business', enterprise: 'Enterprise' };

/** /settings: profile, language, theme, the plan and subscription fields of the account, its API keys and webhooks. */
export function SettingsPage() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const ui = useSnapshot(uiState);
  const me = trpc.auth.me.useQuery();
  const balance = trpc.billing.balance.useQuery();
  const account = readAccountSummary(me.data);
  const subscription = account?.subscription ?? null;
  const dates = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long' });
  const none = '—';
  const planName = (id: string | null | undefined) => (id && PLAN_NAMES[id] ? i18n._(PRICING_MESSAGES[PLAN_NAMES[id]]!) : id || none);
  const date = (value: string | null | undefined) => (value ? dates.format(new Date(value)) : none);
  const cycle = (value: string | null | undefined) => (value === 'monthly' ? t`Monthly` : value === 'annual' || value === 'yearly' ? t`Annual` : value || none);
  const type = (value: string | null | undefined) => (value === 'subscription' ? t`Subscription` : value === 'pay_as_you_go' ? t`Pay as you go` : value || none);
  const credits = account?.credits ?? balance.data?.credits ?? null;
  return (
    <>
      <div className="page-head"><h1 className="page-title"><Trans>Settings</Trans></h1></div>
      <div className="settings-grid">
        <section className="card panel" aria-labelledby="settings-profile">
          <h2 id="settings-profile" className="panel-title"><Trans>Profile</Trans></h2>
          <dl className="kv" data-testid="settings-profile">
            <Row label={<Trans>Name</Trans>}>{account && !account.isGuest ? account.name || none : <Trans>Visitor</Trans>}</Row>
            {/* An address reads left to right in every language: on a right-to-left page its hyphen would move. */}
            <Row label={<Trans>Email</Trans>}>{account?.email ? <bdi dir="ltr">{account.email}</bdi> : none}</Row>
          </dl>
          <Link href="/account"><Trans>Your account</Trans></Link>
        </section>
        <section className="card panel" aria-labelledby="settings-preferences">
          <h2 id="settings-preferences" className="panel-title"><Trans>Preferences</Trans></h2>
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
        </section>
        <section className="card panel" aria-labelledby="settings-plan">
          <h2 id="settings-plan" className="panel-title"><Trans>Plan and subscription</Trans></h2>
          <dl className="kv" data-testid="settings-plan">
            <Row label={<Trans>Plan</Trans>}>{planName(account?.plan)}</Row>
            <Row label={<Trans>Credits</Trans>}>{credits === null ? none : <CreditAmount value={credits} />}</Row>
            <Row label={<Trans>Subscription</Trans>}>{planName(subscription?.plan)}</Row>
            <Row label={<Trans>Type</Trans>}>{type(subscription?.type)}</Row>
            <Row label={<Trans>Billing cycle</Trans>}>{cycle(subscription?.billingCycle)}</Row>
            <Row label={<Trans>Valid until</Trans>}>{date(subscription?.validUntil)}</Row>
            <Row label={<Trans>Canceled on</Trans>}>{date(subscription?.canceledOn)}</Row>
          </dl>
          <Link href="/pricing" className="btn btn-secondary"><Trans>See plans and prices</Trans></Link>
        </section>
        {/* Signed-in accounts only: keys and webhooks belong to an account, never to a visitor's guest session. */}
        {account && !account.isGuest && <ApiKeysPanel />}
        {account && !account.isGuest && <WebhooksPanel />}
      </div>
    </>
  );
}

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
