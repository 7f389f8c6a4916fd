import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ToolId } from '../../domain/catalogue/tool-ids';
import { trpc, getDomainError } from '../trpc';
import { ErrorMessage } from './error-message';

/** "Tell me when it lands": records the visitor's email address for one tool (tools.notifyWhenAvailable). */
export function NotifyMeForm({ toolId }: { toolId: ToolId }) {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const notify = trpc.tools.notifyWhenAvailable.useMutation();
  if (notify.isSuccess) {
    return (
      <p className="alert alert-success" role="status" data-testid="notify-done">
        <Trans>Thank you. We will write to {email} once, when this tool is available.</Trans>
      </p>
    );
  }
  return (
    <form
      className="notify-form"
      onSubmit={(event) => {
        event.preventDefault();
        notify.mutate({ toolId, email });
      }}
    >
      <label className="field-label" htmlFor="notify-email"><Trans>Tell me when it is available</Trans></label>
      <div className="row">
        <input
          id="notify-email"
          className="num-input notify-input"
          type="email"
          required
          autoComplete="email"
          placeholder={t`you@example.com`}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button className="btn btn-primary" type="submit" disabled={notify.isPending}>
          <Trans>Notify me</Trans>
        </button>
      </div>
      <p className="hint"><Trans>We use this address only to tell you about this tool.</Trans></p>
      {notify.error && <ErrorMessage error={getDomainError(notify.error)} />}
    </form>
  );
}
