import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { getTool } from '../../domain/catalogue/get-tool';
import { getJobStatusDisplay, isJobStatus } from '../../domain/jobs/job-statuses';
import type { ToolId } from '../../domain/catalogue/tool-ids';
import { trpc } from '../trpc';
import { TOOL_MESSAGES } from '../i18n/tool-messages';
import { STATUS_MESSAGES } from '../i18n/status-messages';

export function ProjectsPage() {
  const { i18n } = useLingui();
  const jobs = trpc.jobs.list.useQuery();
  return (
    <>
      <div className="page-head">
        <h1 className="page-title"><Trans>Projects</Trans></h1>
        <Link href="/workflows/new" className="btn btn-secondary" data-testid="create-workflow"><Trans>Create workflow</Trans></Link>
      </div>
      <div className="card">
        {jobs.data && jobs.data.length > 0 ? (
          <table className="table">
            <thead><tr><th><Trans>Tool</Trans></th><th><Trans>File</Trans></th><th><Trans>Status</Trans></th><th><Trans>Date</Trans></th></tr></thead>
            <tbody>
              {jobs.data.map((job) => {
                const tool = getTool(job.toolId as ToolId);
                const display = isJobStatus(job.status) ? getJobStatusDisplay(job.status) : 'created';
                return (
                  <tr key={job.id}>
                    <td><Link href={`/${tool.urlPath}/${job.id}`}>{i18n._(TOOL_MESSAGES[tool.id].label)}</Link></td>
                    <td>{job.fileName}</td>
                    <td><span className={`status-chip ${display}`}>{i18n._(STATUS_MESSAGES[display])}</span></td>
                    <td>{new Date(job.createdAt).toLocaleString(i18n.locale)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ) : (
          <div className="empty"><Trans>No projects yet. Pick a tool to start one.</Trans></div>
        )}
      </div>
    </>
  );
}
