import { Trans } from '@lingui/react/macro';
import { trpc } from '../trpc';
import { RequireAccount } from '../components/gates/require-account';

/** /account: the signed-in user's account; visitors see Login required. */
export default function AccountPage() {
  return (
    <RequireAccount gate="login">
      <AccountDetails />
    </RequireAccount>
  );
}

function AccountDetails() {
  const me = trpc.auth.me.useQuery();
  return (
    <>
      <div className="page-head"><h1 className="page-title"><Trans>Account</Trans></h1></div>
      <dl className="card panel kv" style={{ maxWidth: 520 }}>
        <dt><Trans>Name</Trans></dt>
        <dd>{me.data?.name ?? ''}</dd>
        <dt><Trans>Plan</Trans></dt>
        <dd>{me.data?.plan ?? ''}</dd>
      </dl>
    </>
  );
}
