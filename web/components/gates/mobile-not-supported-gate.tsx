import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { GateScreen } from './gate-screen';

/** A tool that is not usable on a phone (not flagged mobileOpen), opened on a narrow screen. */
export function MobileNotSupportedGate() {
  return (
    <GateScreen
      kind="mobile-not-supported"
      title={<Trans>Mobile not supported</Trans>}
      message={<Trans>Please use a desktop browser to access this page.</Trans>}
      action={<Link href="/dashboard/all" className="btn btn-secondary btn-lg"><Trans>Go to dashboard</Trans></Link>}
    />
  );
}
