import { useState } from 'react';
import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { ERROR_CODES } from '../../domain/error-codes';
import { TOOL_IDS, isToolId } from '../../domain/catalogue/tool-ids';
import type { JobOutcomeKind } from '../../domain/support/classify-job-outcome';
import { trpc, getDomainError } from '../trpc';
import { TOOL_MESSAGES } from '../i18n/tool-messages';
import { translateErrorCode } from '../i18n/translate-error-code';
import { ErrorMessage } from '../components/error-message';

interface Filters {
  kind: JobOutcomeKind;
  toolId: string;
  errorCode: string;
  fromDay: string;
  toDay: string;
  page: number;
}

const NO_FILTERS: Filters = { kind: 'system_failure', toolId: '', errorCode: '', fromDay: '', toDay: '', page: 1 };

/**
 * Support: jobs that did not succeed, system failures apart from user-side outcomes (bad input, plan limits, cancels),
 * filtered by tool, error and day on the server. Each row names the user, the tool and the error in words, links to the
 * job page and its run in the Temporal UI; only system failures can be restarted or reset.
 */
export function AdminJobsPage() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const change = (next: Partial<Filters>) => setFilters((current) => ({ ...current, page: 1, ...next }));
  const query = {
    kind: filters.kind,
    page: filters.page,
    ...(filters.toolId ? { toolId: filters.toolId } : {}),
    ...(filters.errorCode ? { errorCode: filters.errorCode } : {}),
    ...(filters.fromDay ? { fromDay: filters.fromDay } : {}),
    ...(filters.toDay ? { toDay: filters.toDay } : {}),
  };
  const outcomes = trpc.admin.jobOutcomes.useQuery(query, { retry: false, placeholderData: (previous) => previous });
  const retry = trpc.admin.retry.useMutation({ onSuccess: () => void outcomes.refetch() });
  if (outcomes.error && !outcomes.data) return <ErrorMessage error={getDomainError(outcomes.error)} />;
  const toolName = (toolId: string) => (isToolId(toolId) ? i18n._(TOOL_MESSAGES[toolId].label) : toolId);
  const data = outcomes.data;
  const failures = data?.counts.system_failure ?? 0;
  const userSide = data?.counts.user_side ?? 0;
  const kinds: [JobOutcomeKind, string][] = [
    ['system_failure', t`System failures (${failures})`],
    ['user_side', t`User-side outcomes (${userSide})`],
  ];
  const pageOf = (page: number, pageCount: number) => t`Page ${page} of ${pageCount}`;
  const tools = [...TOOL_IDS].sort((a, b) => toolName(a).localeCompare(toolName(b), i18n.locale));

  return (
    <>
      <div className="page-head">
        <div>
          <h1 className="page-title"><Trans>Failed jobs</Trans></h1>
          <p className="page-sub"><Trans>Restart runs a job again from the beginning with the same input. Reset replays it up to the step that failed, keeping what was done before, and runs that step again.</Trans></p>
        </div>
      </div>
      <div className="row" role="tablist" style={{ marginBlockEnd: 12 }}>
        {kinds.map(([kind, label]) => (
          <button key={kind} type="button" role="tab" aria-selected={filters.kind === kind} data-kind={kind}
            className={`btn ${filters.kind === kind ? 'btn-primary' : 'btn-secondary'}`} onClick={() => change({ kind })}>
            {label}
          </button>
        ))}
      </div>
      <p className="page-sub">
        {filters.kind === 'system_failure'
          ? <Trans>Internal errors, timeouts, model and render failures: the platform's faults.</Trans>
          : <Trans>Bad input, plan limits, not enough credits and cancels: running these again would end the same way.</Trans>}
      </p>
      <form className="row" style={{ gap: 12, flexWrap: 'wrap', alignItems: 'end', marginBlockEnd: 12 }} onSubmit={(e) => e.preventDefault()} data-testid="admin-job-filters">
        <label className="field" style={{ marginBlockEnd: 0 }}>
          <span className="field-label"><Trans>Tool</Trans></span>
          <select className="select" value={filters.toolId} onChange={(e) => change({ toolId: e.target.value })} name="tool">
            <option value="">{t`All tools`}</option>
            {tools.map((id) => <option key={id} value={id}>{toolName(id)}</option>)}
          </select>
        </label>
        <label className="field" style={{ marginBlockEnd: 0 }}>
          <span className="field-label"><Trans>Error</Trans></span>
          <select className="select" value={filters.errorCode} onChange={(e) => change({ errorCode: e.target.value })} name="error" style={{ maxWidth: 260 }}>
            <option value="">{t`All errors`}</option>
            {ERROR_CODES.map((code) => <option key={code} value={code}>{code}</option>)}
          </select>
        </label>
        <label className="field" style={{ marginBlockEnd: 0 }}>
          <span className="field-label"><Trans>From (UTC)</Trans></span>
          <input className="input" type="date" value={filters.fromDay} onChange={(e) => change({ fromDay: e.target.value })} name="from" />
        </label>
        <label className="field" style={{ marginBlockEnd: 0 }}>
          <span className="field-label"><Trans>To (UTC)</Trans></span>
          <input className="input" type="date" value={filters.toDay} onChange={(e) => change({ toDay: e.target.value })} name="to" />
        </label>
        <button type="button" className="btn btn-secondary" onClick={() => setFilters({ ...NO_FILTERS, kind: filters.kind })}>{t`Clear filters`}</button>
      </form>
      <ErrorMessage error={outcomes.error ? getDomainError(outcomes.error) : retry.error ? getDomainError(retry.error) : null} />
      <div className="card table-scroll">
        {data && data.rows.length > 0 ? (
          <table className="table" data-testid="failed-jobs">
            <thead><tr><th><Trans>Job</Trans></th><th><Trans>Tool</Trans></th><th><Trans>User</Trans></th><th><Trans>Error</Trans></th><th><Trans>Ended</Trans></th><th /></tr></thead>
            <tbody>
              {data.rows.map((job) => (
                <tr key={job.jobId} data-job-id={job.jobId} data-kind={job.kind}>
                  <td>
                    <div>{job.jobPath ? <Link href={job.jobPath}><code>{job.jobId}</code></Link> : <code>{job.jobId}</code>}</div>
                    <a href={job.temporalUrl} target="_blank" rel="noreferrer" style={{ color: 'var(--muted)', fontSize: 13 }} data-testid="temporal-run">{t`Temporal run`}</a>
                  </td>
                  <td>{toolName(job.toolId)}</td>
                  <td>{job.visitor ? t`Visitor` : (job.userEmail ?? <code>{job.userId}</code>)}</td>
                  <td data-error-code={job.errorCode ?? ''}>
                    {job.status === 'cancelled'
                      ? <Trans>Canceled by the user</Trans>
                      : job.errorCode ? translateErrorCode(i18n, job.errorCode) : <Trans>No error code (a timeout or a crash)</Trans>}
                    {job.errorCode && <div><code>{job.errorCode}</code></div>}
                  </td>
                  <td>{new Date(job.endedAt).toLocaleString(i18n.locale)}</td>
                  <td>
                    {job.canRestart && (
                      <div className="row" style={{ gap: 6 }}>
                        <button className="btn btn-secondary" disabled={retry.isPending} onClick={() => retry.mutate({ jobId: job.jobId, mode: 'restart' })}>{t`Restart`}</button>
                        <button className="btn btn-secondary" disabled={retry.isPending} onClick={() => retry.mutate({ jobId: job.jobId, mode: 'reset' })}>{t`Reset to failed step`}</button>
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <div className="empty">{data ? <Trans>No jobs match these filters.</Trans> : null}</div>
        )}
      </div>
      {data && data.pageCount > 1 && (
        <nav className="row" style={{ gap: 8, marginBlockStart: 12, alignItems: 'center' }} aria-label={t`Pages`}>
          <button type="button" className="btn btn-secondary" disabled={filters.page <= 1} onClick={() => setFilters({ ...filters, page: filters.page - 1 })}>{t`Previous page`}</button>
          <span>{pageOf(data.page, data.pageCount)}</span>
          <button type="button" className="btn btn-secondary" disabled={filters.page >= data.pageCount} onClick={() => setFilters({ ...filters, page: filters.page + 1 })}>{t`Next page`}</button>
        </nav>
      )}
    </>
  );
}
