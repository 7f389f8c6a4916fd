import type { ReactNode } from 'react';
import { trpc } from '../../trpc';
import { LoginRequiredGate } from './login-required-gate';
import { AuthenticationRequiredGate } from './authentication-required-gate';
import { UnauthorizedGate } from './unauthorized-gate';

/**
 * Shows its children to a signed-in user (from trpc.auth.me). A visitor (no session, or a guest session) sees the
 * gate the page asks for: Login required or Authentication required. `allow` narrows it further: a signed-in user it
 * refuses sees Unauthorized.
 */
export function RequireAccount({ gate, allow, children }: { gate: 'login' | 'signup'; allow?: (user: { plan: string; isAdmin: boolean }) => boolean; children: ReactNode }) {
  const me = trpc.auth.me.useQuery();
  if (me.isPending) return <div className="page-loading" aria-busy />;
  const user = me.data;
  if (!user || user.isGuest) return gate === 'login' ? <LoginRequiredGate /> : <AuthenticationRequiredGate />;
  if (allow && !allow(user)) return <UnauthorizedGate />;
  return <>{children}</>;
}
