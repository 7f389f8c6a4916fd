import { useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';

/** Log in / Sign up. Sign-in itself lands with the accounts work: until then the button says so. */
export function SignInButton({ children }: { children: ReactNode }) {
  const [asked, setAsked] = useState(false);
  return (
    <div className="stack">
      <button type="button" className="btn btn-primary btn-lg" onClick={() => setAsked(true)}>{children}</button>
      {asked && (
        <p className="alert alert-info" role="status"><Trans>Signing in is not available yet: accounts come in a later release.</Trans></p>
      )}
    </div>
  );
}
