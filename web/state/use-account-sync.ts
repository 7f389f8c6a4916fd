import { useEffect } from 'react';
import { trpc } from '../trpc';
import { readAccountSummary } from './account-summary';
import { applyLogin, applyLogout, userState } from './user-state';

/** Keeps the client's User state in step with the session: signing in applies the login rule, signing out the logout rule. */
export function useAccountSync(): void {
  const me = trpc.auth.me.useQuery();
  useEffect(() => {
    if (me.isPending || me.isError) return;
    const account = readAccountSummary(me.data);
    if (account && !account.isGuest) {
      applyLogin({ name: account.name, email: account.email ?? null, credits: account.credits ?? null, subscription: account.subscription ? { plan: account.subscription.plan ?? '', type: account.subscription.type ?? null, canceledOn: account.subscription.canceledOn ?? null, validUntil: account.subscription.validUntil ?? null, billingCycle: account.subscription.billingCycle ?? null } : null });
    } else if (userState.loggedIn) {
      applyLogout();
    }
  }, [me.data, me.isPending, me.isError]);
}
