import { useState } from 'react';
import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import type { WebhookEventType } from '../../domain/webhooks/webhook-events';
import { trpc, getDomainError } from '../trpc';
import { ErrorMessage } from './error-message';

/** Settings: the account's webhook endpoints (add, delete, rotate the secret) and the delivery log with Redeliver. */
export function WebhooksPanel() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const status = trpc.webhooks.status.useQuery();
  const allowed = status.data?.allowed === true;
  const endpoints = trpc.webhooks.list.useQuery(undefined, { enabled: allowed });
  const deliveries = trpc.webhooks.deliveries.useQuery(undefined, { enabled: allowed, refetchInterval: 10_000 });
  const utils = trpc.useUtils();
  const refresh = () => Promise.all([utils.webhooks.list.invalidate(), utils.webhooks.deliveries.invalidate()]);
  const [url, setUrl] = useState('');
  const [types, setTypes] = useState<WebhookEventType[]>(['job.completed', 'job.failed']);
  /** A secret just created or rotated: shown this once. */
  const [shownSecret, setShownSecret] = useState<{ url: string; secret: string } | null>(null);
  const create = trpc.webhooks.create.useMutation({ onSuccess: (e) => { setShownSecret({ url: e.url, secret: e.secret }); setUrl(''); void refresh(); } });
  const remove = trpc.webhooks.delete.useMutation({ onSuccess: () => void refresh() });
  const rotate = trpc.webhooks.rotateSecret.useMutation();
  const redeliver = trpc.webhooks.redeliver.useMutation({ onSuccess: () => void refresh() });
  const typeLabels: Record<WebhookEventType, string> = {
    'job.progress': t`Progress (25, 50 and 75%)`,
    'job.waiting': t`Waiting for your choice`,
    'job.completed': t`Completed`,
    'job.failed': t`Failed`,
    'job.cancelled': t`Canceled`,
  };
  const statusLabels: Record<string, string> = { pending: t`Retrying`, delivered: t`Delivered`, failed: t`Failed` };
  const times = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
  const error = create.error ?? remove.error ?? rotate.error ?? redeliver.error ?? endpoints.error ?? deliveries.error;

  return (
    <section className="card panel settings-wide" aria-labelledby="settings-webhooks" data-testid="settings-webhooks">
      <h2 id="settings-webhooks" className="panel-title"><Trans>Webhooks</Trans></h2>
      <p className="hint">
        <Trans>We send your jobs' events to your server as signed HTTPS requests, and retry for a day when it does not answer.</Trans>
      </p>
      {status.data && !allowed && (
        <>
          <p><Trans>Webhooks are included in the Business and Enterprise plans.</Trans></p>
          <Link href="/pricing" className="btn btn-secondary"><Trans>See plans and prices</Trans></Link>
        </>
      )}
      {allowed && (
        <>
          <form
            className="stack"
            onSubmit={(event) => {
              event.preventDefault();
              create.mutate({ url, eventTypes: types });
            }}
          >
            <div className="field">
              <label className="field-label" htmlFor="webhook-url"><Trans>Endpoint address</Trans></label>
              <input id="webhook-url" className="input" type="url" required dir="ltr" placeholder="https://example.com/kinora-webhooks" value={url} onChange={(e) => setUrl(e.target.value)} />
            </div>
            <fieldset className="field webhook-events">
              <legend className="field-label"><Trans>Events</Trans></legend>
              {(status.data?.eventTypes ?? []).map((type) => (
                <label key={type} className="row">
                  <input type="checkbox" checked={types.includes(type)} onChange={(e) => setTypes(e.target.checked ? [...types, type] : types.filter((x) => x !== type))} />
                  {typeLabels[type]}
                </label>
              ))}
            </fieldset>
            <button className="btn btn-primary" type="submit" disabled={create.isPending || types.length === 0}><Trans>Add endpoint</Trans></button>
          </form>
          {shownSecret && (
            <div className="alert alert-success" role="status" data-testid="webhook-secret">
              <p><Trans>Signing secret for {shownSecret.url}. Copy it now: it is shown only this once.</Trans></p>
              <code dir="ltr">{shownSecret.secret}</code>
            </div>
          )}
          <ErrorMessage error={error ? getDomainError(error) : null} />
          {(endpoints.data ?? []).length > 0 && (
            <ul className="webhook-endpoints" data-testid="webhook-endpoints">
              {endpoints.data!.map((endpoint) => (
                <li key={endpoint.id} className="stack">
                  <bdi dir="ltr">{endpoint.url}</bdi>
                  <span className="hint">{endpoint.eventTypes.map((type) => typeLabels[type as WebhookEventType] ?? type).join(', ')}</span>
                  <div className="row">
                    <button className="btn btn-secondary" type="button" onClick={() => rotate.mutate({ id: endpoint.id }, { onSuccess: (r) => setShownSecret({ url: endpoint.url, secret: r.secret }) })}><Trans>Rotate secret</Trans></button>
                    <button className="btn btn-danger" type="button" onClick={() => remove.mutate({ id: endpoint.id })}><Trans>Delete</Trans></button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <h3 className="panel-title"><Trans>Recent deliveries</Trans></h3>
          {(deliveries.data ?? []).length === 0 ? (
            <p className="hint"><Trans>No deliveries yet.</Trans></p>
          ) : (
            <div className="table-scroll">
              <table className="table" data-testid="webhook-deliveries">
                <thead>
                  <tr>
                    <th><Trans>Event</Trans></th>
                    <th><Trans>Status</Trans></th>
                    <th><Trans>Attempts</Trans></th>
                    <th><Trans>Response</Trans></th>
                    <th><Trans>Time</Trans></th>
                    <th><Trans>Actions</Trans></th>
                  </tr>
                </thead>
                <tbody>
                  {deliveries.data!.map((delivery) => (
                    <tr key={delivery.id}>
                      <td>{typeLabels[delivery.type as WebhookEventType] ?? delivery.type}<br /><code className="hint" dir="ltr">{delivery.eventId}</code></td>
                      <td>{statusLabels[delivery.status] ?? delivery.status}</td>
                      <td>{i18n.number(delivery.attempts)}</td>
                      <td dir="ltr">{delivery.lastResponseCode ?? '—'}</td>
                      <td>{times.format(new Date(delivery.createdAt))}</td>
                      <td>
                        <button className="btn btn-secondary" type="button" disabled={redeliver.isPending} onClick={() => redeliver.mutate({ deliveryId: delivery.id })}><Trans>Redeliver</Trans></button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
