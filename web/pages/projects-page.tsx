import { useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Trans, useLingui as useMacroLingui } from '@lingui/react/macro';
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
import { MediaThumb } from '../components/media-thumb';
import { usePagedList } from '../components/use-paged-list';
import { applyJobPage, resetJobList, userState } from '../state/user-state';
import { uploadFile, UploadError } from '../upload/upload-file';
import { ProgressBar } from '../components/progress-bar';
import { buildProjectsCsv } from './build-projects-csv';

/** /projects: the user's jobs, newest first, a page at a time. */
export function ProjectsPage() {
  const { i18n } = useLingui();
  const { t } = useMacroLingui();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const picker = useRef<HTMLInputElement>(null);
  const [importing, setImporting] = useState<{ name: string; percent: number } | null>(null);
  const [importError, setImportError] = useState<{ code: string; params?: Record<string, string | number> | null } | null>(null);
  const [exporting, setExporting] = useState(false);

  /** Import: a video goes into the user's files, ready for any tool. */
  async function onImport(file: File) {
    setImportError(null);
    setImporting({ name: file.name, percent: 0 });
    try {
      await uploadFile(file, undefined, (percent) => setImporting({ name: file.name, percent }));
      navigate('/files');
    } catch (error) {
      setImportError(error instanceof UploadError ? { code: error.code, params: error.params } : { code: 'network_error' });
    } finally {
      setImporting(null);
    }
  }

  /** Export: every project (all pages) as a CSV file the user keeps. */
  async function onExport() {
    setExporting(true);
    try {
      const rows = [];
      for (let page = 1; ; page++) {
        const jobs = await utils.jobs.list.fetch({ page });
        if (jobs.length === 0) break;
        rows.push(...jobs);
      }
      const csv = buildProjectsCsv(rows, { tool: (id) => i18n._(TOOL_MESSAGES[getTool(id as ToolId).id].label), origin: location.origin, path: (job) => `/${getTool(job.toolId as ToolId).urlPath}/${job.id}` });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      link.download = 'kinora-projects.csv';
      link.click();
      URL.revokeObjectURL(link.href);
    } finally {
      setExporting(false);
    }
  }
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
        <div className="head-actions">
          <Link href="/dashboard/all" className="btn btn-primary" data-testid="create-project"><Trans>Create new project</Trans></Link>
          <button type="button" className="btn btn-secondary" onClick={() => picker.current?.click()} disabled={importing !== null} data-testid="import"><Trans>Import</Trans></button>
          <button type="button" className="btn btn-secondary" onClick={() => void onExport()} disabled={exporting || user.jobs.length === 0} data-testid="export"><Trans>Export</Trans></button>
          <Link href="/workflows/new" className="btn btn-secondary" data-testid="create-workflow"><Trans>Create workflow</Trans></Link>
          <Link href="/workflows" className="btn btn-secondary" data-testid="workflows"><Trans>Workflows</Trans></Link>
          <input ref={picker} type="file" accept="video/*,.mp4,.mov,.webm,.mkv" hidden aria-label={t`Import a video`} onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void onImport(file);
            e.target.value = '';
          }} />
        </div>
      </div>
      {importing && <ImportProgress name={importing.name} percent={importing.percent} />}
      <ErrorMessage error={importError} />
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
                    <td><div className="thumb-name"><MediaThumb url={job.thumbnailUrl} testId="job-thumb" /><span>{job.fileName}</span></div></td>
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

function ImportProgress({ name, percent }: { name: string; percent: number }) {
  const { t } = useMacroLingui();
  return <div className="card panel" style={{ marginBlockEnd: 16 }}><ProgressBar percent={percent} label={t`Importing ${name}`} /></div>;
}
