import { useState } from 'react';
import { useLocation } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { getDomainError, trpc } from '../trpc';
import { RequireAccount } from '../components/gates/require-account';
import { ErrorMessage, type ErrorLike } from '../components/error-message';
import { CreditAmount } from '../components/credit-amount';
import { PRICING_MESSAGES } from '../i18n/pricing-messages';

/** /account: the signed-in user's account, plan, subscription, purchases and promotions; visitors see Login required. */
export default function AccountPage() {
  return (
    <RequireAccount gate="login">
      <AccountDetails />
    </RequireAccount>
  );
}

function useDate() {
  const { i18n } = useLingui();
  return (iso: string | null | undefined) => (iso ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long' }).format(new Date(iso)) : '—');
}

/** A plan id as its translated name (Basic, Premium, Pro, Business). */
function usePlanName() {
  const { i18n } = useLingui();
  return (plan: string | null | undefined) => {
    const source = plan ? plan[0]!.toUpperCase() + plan.slice(1) : '';
    const message = PRICING_MESSAGES[source];
    return message ? i18n._(message) : (plan ?? '—');
  };
}

function AccountDetails() {
  const { t } = useLingui();
  const planName = usePlanName();
  const formatDate = useDate();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const me = trpc.auth.me.useQuery();
  const purchases = trpc.billing.purchases.useQuery();
  const affiliate = trpc.billing.affiliate.useQuery();
  const [error, setError] = useState<ErrorLike | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries();
  const onError = (e: unknown) => setError(getDomainError(e));
  const cancel = trpc.billing.cancelSubscription.useMutation({ onSuccess: refresh, onError });
  const signOut = trpc.auth.signOut.useMutation({ onSuccess: async () => { await refresh(); navigate('/dashboard'); } });
  const signOutEverywhere = trpc.auth.signOutEverywhere.useMutation({ onSuccess: async () => { await refresh(); navigate('/dashboard'); } });
  const [code, setCode] = useState('');
  const redeem = trpc.billing.redeemPromoCode.useMutation({ onSuccess: ({ creditsAwarded }) => { setNotice(t`${creditsAwarded} credits added.`); setCode(''); void refresh(); }, onError });
  const [feedback, setFeedback] = useState('');
  const submitFeedback = trpc.billing.submitFeedback.useMutation({
    onSuccess: ({ creditsAwarded }) => { setNotice(creditsAwarded ? t`Thank you! ${creditsAwarded} credits added.` : t`Thank you for your feedback!`); setFeedback(''); void refresh(); },
    onError,
  });
  const user = me.data;
  if (!user) return null;
  const subscription = user.subscription;
  return (
    <>
      <div className="page-head"><h1 className="page-title"><Trans>Account</Trans></h1></div>
      <div className="stack" style={{ maxWidth: 640 }}>
        <ErrorMessage error={error} />
        {notice && <p className="alert alert-success" role="status">{notice}</p>}
        <dl className="card panel kv" data-testid="account">
          <dt><Trans>Name</Trans></dt>
          <dd>{user.name ?? '—'}</dd>
          <dt><Trans>Email</Trans></dt>
          <dd>{user.email ? <bdi dir="ltr">{user.email}</bdi> : '—'}</dd>
          <dt><Trans>Plan</Trans></dt>
          <dd data-testid="plan">{planName(user.plan)}</dd>
          <dt><Trans>Credits</Trans></dt>
          <dd><CreditAmount value={user.credits} /></dd>
          <dt><Trans>Subscription</Trans></dt>
          <dd data-testid="subscription">
            {subscription ? `${planName(subscription.plan)} · ${subscription.type?.split('_')[1] ?? ''} ${t`credits per month`} · ${subscription.billingCycle === 'annual' ? t`billed yearly` : t`billed monthly`}` : '—'}
          </dd>
          {subscription?.canceledOn && (
            <>
              <dt><Trans>Canceled on</Trans></dt>
              <dd>{formatDate(subscription.canceledOn)}</dd>
              <dt><Trans>Valid until</Trans></dt>
              <dd>{formatDate(subscription.validUntil)}</dd>
            </>
          )}
        </dl>
        {subscription && !subscription.canceledOn && (
          <button type="button" className="btn btn-secondary" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
            <Trans>Cancel subscription (it stays valid until the end of the paid period)</Trans>
          </button>
        )}

        <section className="card panel">
          <h2><Trans>Purchases</Trans></h2>
          {purchases.data?.length ? (
            <table className="table">
              <tbody>
                {purchases.data.map((p) => (
                  <tr key={p.id}>
                    <td>{formatDate(p.paidAt)}</td>
                    <td>{planName(p.plan)} · <CreditAmount value={p.credits} /></td>
                    <td className="num">{new Intl.NumberFormat(undefined, { style: 'currency', currency: p.currency.toUpperCase() }).format(p.amountMinor / (['jpy', 'krw'].includes(p.currency) ? 1 : 100))}</td>
                    <td>{p.status}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="hint"><Trans>No purchases yet.</Trans></p>
          )}
        </section>

        <section className="card panel">
          <h2><Trans>Free credits</Trans></h2>
          <form className="field" onSubmit={(e) => { e.preventDefault(); setError(null); redeem.mutate({ code }); }}>
            <label className="field-label" htmlFor="follow-code"><Trans>Promo code from following us</Trans></label>
            <div className="row">
              <input id="follow-code" className="input" value={code} onChange={(e) => setCode(e.target.value)} required />
              <button type="submit" className="btn btn-secondary"><Trans>Redeem</Trans></button>
            </div>
          </form>
          <form className="field" onSubmit={(e) => { e.preventDefault(); setError(null); submitFeedback.mutate({ kind: 'suggestion', text: feedback }); }}>
            <label className="field-label" htmlFor="feedback"><Trans>A testimonial or a feature suggestion (30 free credits the first time)</Trans></label>
            <textarea id="feedback" className="input" rows={3} minLength={10} required value={feedback} onChange={(e) => setFeedback(e.target.value)} />
            <button type="submit" className="btn btn-secondary"><Trans>Send</Trans></button>
          </form>
          {affiliate.data && (
            <p className="hint">
              <Trans>Your referral link (25% commission on referred purchases for a year):</Trans>{' '}
              <code data-testid="referral-link">{`${window.location.origin}${affiliate.data.referralPath}`}</code>
            </p>
          )}
        </section>

        <div className="row">
          <button type="button" className="btn btn-secondary" onClick={() => signOut.mutate()}><Trans>Sign out</Trans></button>
          <button type="button" className="btn btn-secondary" onClick={() => signOutEverywhere.mutate()}><Trans>Sign out on all devices</Trans></button>
        </div>
      </div>
    </>
  );
}
