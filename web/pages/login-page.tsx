import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { getDomainError, trpc } from '../trpc';
import { ErrorMessage, type ErrorLike } from '../components/error-message';

/** Only same-site paths: a login link must not send people elsewhere afterwards. */
const safeNext = (next: string | null) => (next && next.startsWith('/') && !next.startsWith('//') ? next : '/dashboard');

/** /login: Google sign-in where configured, and the development email sign-in where enabled (never in production). */
export default function LoginPage() {
  const { t } = useLingui();
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const methods = trpc.auth.signInMethods.useQuery();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<ErrorLike | null>(params.get('error') ? { code: params.get('error')! } : null);
  const devSignIn = trpc.auth.devSignIn.useMutation({
    onSuccess: async () => {
      await queryClient.invalidateQueries();
      navigate(safeNext(params.get('next')));
    },
    onError: (e) => setError(getDomainError(e)),
  });
  return (
    <div className="card notice-page login" data-testid="login">
      <h1 className="page-title"><Trans>Log in to Kinora</Trans></h1>
      <p className="notice-text"><Trans>Your uploads and jobs as a visitor move into your account when you sign in.</Trans></p>
      <ErrorMessage error={error} />
      {methods.data?.google && (
        <a className="btn btn-primary btn-lg btn-block" href="/auth/google" data-testid="google-sign-in">
          <Trans>Continue with Google</Trans>
        </a>
      )}
      {methods.data?.dev && (
        <form
          className="stack"
          onSubmit={(event) => {
            event.preventDefault();
            setError(null);
            devSignIn.mutate({ email });
          }}
        >
          <p className="hint"><Trans>Development sign-in: an email address is enough (disabled in production).</Trans></p>
          <label className="field-label" htmlFor="login-email"><Trans>Email</Trans></label>
          <input id="login-email" className="input" type="email" required autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} placeholder={t`you@example.com`} />
          <button type="submit" className="btn btn-secondary btn-block" disabled={devSignIn.isPending}><Trans>Log in with email</Trans></button>
        </form>
      )}
      {methods.data && !methods.data.google && !methods.data.dev && (
        <p className="alert alert-info" role="status"><Trans>No sign-in method is configured on this server.</Trans></p>
      )}
    </div>
  );
}
