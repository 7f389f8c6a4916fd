import { Trans } from '@lingui/react/macro';
import { GateScreen } from './gate-screen';
import { SignInButton } from './sign-in-button';

/** A visitor opened a feature that needs an account. */
export function AuthenticationRequiredGate() {
  return (
    <GateScreen
      kind="authentication-required"
      title={<Trans>Authentication required</Trans>}
      message={<Trans>Create a free account to use this feature.</Trans>}
      action={<SignInButton><Trans>Sign up</Trans></SignInButton>}
    />
  );
}
