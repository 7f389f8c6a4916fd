import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { getTool } from '../../domain/catalogue/get-tool';
import { isToolId } from '../../domain/catalogue/tool-ids';
import { trpc, getDomainError } from '../trpc';
import { TOOL_MESSAGES } from '../i18n/tool-messages';
import { ErrorMessage } from '../components/error-message';

/** Support: failed jobs with their error code; restart one from the beginning or reset it to the step that failed. */
export function AdminJobsPage() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const failed = trpc.admin.failedJobs.useQuery(undefined, { retry: false });
  const retry = trpc.admin.retry.useMutation({ onSuccess: () => void failed.refetch() });
  if (failed.error) return <ErrorMessage error={getDomainError(failed.error)} />;
  return (
    <>
      <div className="page-head">
        <div>
          <h1 className="page-title"><Trans>Failed jobs</Trans></h1>
          <p className="page-sub"><Trans>Restart runs a job again from the beginning with the same input. Reset replays it up to the step that failed, keeping what was done before, and runs that step again.</Trans></p>
        </div>
      </div>
      <ErrorMessage error={retry.error ? getDomainError(retry.error) : null} />
      <div className="card">
        {failed.data && failed.data.length > 0 ? (
          <table className="table" data-testid="failed-jobs">
            <thead><tr><th><Trans>Job</Trans></th><th><Trans>Tool</Trans></th><th><Trans>User</Trans></th><th><Trans>Error</Trans></th><th><Trans>Failed at</Trans></th><th /></tr></thead>
            <tbody>
              {failed.data.map((job) => (
                <tr key={job.jobId}>
                  <td><code>{job.jobId}</code></td>
                  <td>{job.toolId && isToolId(job.toolId) ? i18n._(TOOL_MESSAGES[getTool(job.toolId).id].label) : job.workflowType}</td>
                  <td><code>{job.userId}</code></td>
                  <td><code>{job.errorCode}</code></td>
                  <td>{job.closedAt ? new Date(job.closedAt).toLocaleString(i18n.locale) : ''}</td>
                  <td className="row" style={{ gap: 6 }}>
                    <button className="btn btn-secondary" disabled={retry.isPending} onClick={() => retry.mutate({ jobId: job.jobId, mode: 'restart' })}>{t`Restart`}</button>
                    <button className="btn btn-secondary" disabled={retry.isPending} onClick={() => retry.mutate({ jobId: job.jobId, mode: 'reset' })}>{t`Reset to failed step`}</button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <div className="empty"><Trans>No failed jobs.</Trans></div>
        )}
      </div>
    </>
  );
}
