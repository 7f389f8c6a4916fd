import { useState } from 'react';
import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { getDomainError, trpc } from '../trpc';
import { ErrorMessage } from './error-message';

/**
 * Settings: the account's keys of the public API (/api/v1). A new key's token is shown once, right after creation;
 * the list shows names, scopes, the token's first characters, creation, last use and revocation. Webhook endpoints
 * will get a panel of their own beside this one.
 */
export function ApiKeysPanel() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const utils = trpc.useUtils();
  const keys = trpc.apiKeys.list.useQuery();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<'read' | 'write'>('read');
  const [created, setCreated] = useState<string | null>(null);
  const create = trpc.apiKeys.create.useMutation({
    onSuccess: ({ token }) => {
      setCreated(token);
      setName('');
      void utils.apiKeys.list.invalidate();
    },
  });
  const revoke = trpc.apiKeys.revoke.useMutation({ onSuccess: () => void utils.apiKeys.list.invalidate() });
  const dates = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
  const when = (value: string | null) => (value ? dates.format(new Date(value)) : '—');
  if (!keys.data) return null;
  return (
    <section className="card panel api-keys-panel" aria-labelledby="settings-api">
      <h2 id="settings-api" className="panel-title"><Trans>API keys</Trans></h2>
      <p className="hint">
        <Trans>Keys let your own programs upload videos, run tools and download results through the public API.</Trans>{' '}
        <Link href="/developers/api"><Trans>API reference</Trans></Link>
      </p>
      {!keys.data.allowed && <div className="alert alert-info"><Trans>API access is part of the Business and Enterprise plans.</Trans></div>}
      {created && (
        <div className="alert alert-info" role="status" data-testid="api-key-created">
          <p><Trans>Copy your new key now: it will not be shown again.</Trans></p>
          <code dir="ltr" className="api-key-token">{created}</code>
        </div>
      )}
      {keys.data.allowed && (
        <form
          className="api-key-form"
          onSubmit={(event) => {
            event.preventDefault();
            setCreated(null);
            create.mutate({ name, scope });
          }}
        >
          <div className="field">
            <label className="field-label" htmlFor="api-key-name"><Trans>Key name</Trans></label>
            <input id="api-key-name" className="input" value={name} maxLength={60} required onChange={(e) => setName(e.target.value)} placeholder={t`e.g. Render pipeline`} />
          </div>
          <div className="field">
            <label className="field-label" htmlFor="api-key-scope"><Trans>Access</Trans></label>
            <select id="api-key-scope" className="select" value={scope} onChange={(e) => setScope(e.target.value as 'read' | 'write')}>
              <option value="read">{t`Read only: jobs, files and downloads`}</option>
              <option value="write">{t`Read and write: also upload, start, export and cancel`}</option>
            </select>
          </div>
          <button type="submit" className="btn btn-primary" disabled={create.isPending || name.trim() === ''}><Trans>Create key</Trans></button>
        </form>
      )}
      {create.error && <ErrorMessage error={getDomainError(create.error)} />}
      {revoke.error && <ErrorMessage error={getDomainError(revoke.error)} />}
      {keys.data.keys.length > 0 && (
        <div className="table-scroll">
          <table className="table" data-testid="api-keys">
            <thead>
              <tr>
                <th><Trans>Name</Trans></th>
                <th><Trans>Key</Trans></th>
                <th><Trans>Access</Trans></th>
                <th><Trans>Created</Trans></th>
                <th><Trans>Last used</Trans></th>
                <th aria-label={t`Actions`} />
              </tr>
            </thead>
            <tbody>
              {keys.data.keys.map((key) => (
                <tr key={key.id}>
                  <td>{key.name}</td>
                  <td><code dir="ltr">{key.prefix}…</code></td>
                  <td>{key.scope === 'write' ? t`Read and write` : t`Read only`}</td>
                  <td>{when(key.createdAt)}</td>
                  <td>{when(key.lastUsedAt)}</td>
                  <td>
                    {key.revokedAt ? (
                      <Trans>Revoked {when(key.revokedAt)}</Trans>
                    ) : (
                      <button type="button" className="btn btn-danger" disabled={revoke.isPending} onClick={() => revoke.mutate({ keyId: key.id })}>
                        <Trans>Revoke</Trans>
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
