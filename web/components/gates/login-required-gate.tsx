import { Trans } from '@lingui/react/macro';
import { GateScreen } from './gate-screen';
import { SignInButton } from './sign-in-button';

/** A visitor opened a page for signed-in users. */
export function LoginRequiredGate() {
  return (
    <GateScreen
      kind="login-required"
      title={<Trans>Login required</Trans>}
      message={<Trans>Please log in first to view this page.</Trans>}
      action={<SignInButton><Trans>Log in</Trans></SignInButton>}
    />
  );
}
