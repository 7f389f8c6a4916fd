import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { useSnapshot } from 'valtio';
import { getTool } from '../../domain/catalogue/get-tool';
import { getJobStatusDisplay, isJobStatus } from '../../domain/jobs/job-statuses';
import type { ToolId } from '../../domain/catalogue/tool-ids';
import { LIST_PAGE_SIZE } from '../../domain/platform';
import { trpc } from '../trpc';
import { TOOL_MESSAGES } from '../i18n/tool-messages';
import { STATUS_MESSAGES } from '../i18n/status-messages';
import { ErrorMessage } from '../components/error-message';
import { usePagedList } from '../components/use-paged-list';
import { applyJobPage, resetJobList, userState } from '../state/user-state';

/** /projects: the user's jobs, newest first, a page at a time. */
export function ProjectsPage() {
  const { i18n } = useLingui();
  const utils = trpc.useUtils();
  const user = useSnapshot(userState);
  const list = usePagedList('jobs', (page) => utils.jobs.list.fetch({ page }), (page, jobs) => {
    if (page === 1) resetJobList();
    applyJobPage(jobs);
  });
  const mayHaveMore = user.last_job_page === null && user.jobs.length > 0 && user.jobs.length === user.job_page * LIST_PAGE_SIZE;
  const dates = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <div className="page-head">
        <h1 className="page-title"><Trans>Projects</Trans></h1>
        <Link href="/workflows/new" className="btn btn-secondary" data-testid="create-workflow"><Trans>Create workflow</Trans></Link>
      </div>
      <div className="card table-scroll">
        {user.jobs.length > 0 ? (
          <table className="table" data-testid="jobs-table">
            <thead><tr><th><Trans>Tool</Trans></th><th><Trans>File</Trans></th><th><Trans>Status</Trans></th><th><Trans>Date</Trans></th></tr></thead>
            <tbody>
              {user.jobs.map((job) => {
                const tool = getTool(job.toolId as ToolId);
                const display = isJobStatus(job.status) ? getJobStatusDisplay(job.status) : 'created';
                return (
                  <tr key={job.id}>
                    <td><Link href={`/${tool.urlPath}/${job.id}`}>{i18n._(TOOL_MESSAGES[tool.id].label)}</Link></td>
                    <td>{job.fileName}</td>
                    <td><span className={`status-chip ${display}`}>{i18n._(STATUS_MESSAGES[display])}</span></td>
                    <td>{dates.format(new Date(job.createdAt))}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ) : list.loading ? (
          <div className="empty"><Trans>Loading…</Trans></div>
        ) : (
          <div className="empty"><Trans>No projects yet. Pick a tool to start one.</Trans></div>
        )}
      </div>
      <ErrorMessage error={list.error} />
      {mayHaveMore && (
        <div className="list-more">
          <button type="button" className="btn btn-secondary" disabled={list.loading} onClick={() => void list.load(user.job_page + 1)} data-testid="jobs-more">
            <Trans>Load more</Trans>
          </button>
        </div>
      )}
    </>
  );
}
