import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { GateScreen } from './gate-screen';

/** A signed-in user opened a page their account may not see. */
export function UnauthorizedGate() {
  return (
    <GateScreen
      kind="unauthorized"
      title={<Trans>Unauthorized</Trans>}
      message={<Trans>You are not authorized to view this page.</Trans>}
      action={<Link href="/dashboard/all" className="btn btn-primary btn-lg"><Trans>Go to dashboard</Trans></Link>}
    />
  );
}
