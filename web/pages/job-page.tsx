import { useState } from 'react';
import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import type { ToolDefinition } from '../../domain/catalogue/tool-definition';
import { getTool } from '../../domain/catalogue/get-tool';
import { getJobStatusDisplay, isJobStatus } from '../../domain/jobs/job-statuses';
import { fromMilliCredits } from '../../domain/jobs/milli-credits';
import { IMPLEMENTED_TOOLS } from '../../domain/jobs/implemented-tools';
import type { ClientJob } from '../../server/routers/job-for-client';
import { trpc, getDomainError, type DomainErrorData } from '../trpc';
import { TOOL_MESSAGES } from '../i18n/tool-messages';
import { STATUS_MESSAGES } from '../i18n/status-messages';
import { JobStepper } from '../components/job-stepper';
import { ProgressBar } from '../components/progress-bar';
import { ErrorMessage } from '../components/error-message';
import { CreditAmount } from '../components/credit-amount';

export function JobPage({ tool, jobId }: { tool: ToolDefinition; jobId: string }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const utils = trpc.useUtils();
  const [job, setJob] = useState<ClientJob | null>(null);
  const [actionError, setActionError] = useState<DomainErrorData | null>(null);
  const [streamError, setStreamError] = useState<DomainErrorData | null>(null);
  trpc.jobs.watch.useSubscription(
    { jobId },
    {
      onData: (data) => {
        setJob(data as ClientJob);
        setStreamError(null);
        if (data.stage === 'done') void utils.billing.balance.invalidate();
      },
      onError: (error) => setStreamError(getDomainError(error)),
    },
  );
  const premiumExport = trpc.jobs.premiumExport.useMutation();
  const cancel = trpc.jobs.cancel.useMutation();
  const messages = TOOL_MESSAGES[tool.id];

  if (streamError && !job) return <ErrorMessage error={streamError} />;
  if (!job) return <div className="card empty"><Trans>Loading project…</Trans></div>;

  const display = isJobStatus(job.job_status) ? getJobStatusDisplay(job.job_status) : 'in_progress';
  const working = job.stage === 'probing' || job.stage === 'preview' || job.stage === 'final';
  const cost = fromMilliCredits(job.final_cost_milli);

  async function onExport() {
    setActionError(null);
    try {
      await premiumExport.mutateAsync({ jobId });
    } catch (error) {
      setActionError(getDomainError(error));
    }
  }
  async function onCancel() {
    try {
      await cancel.mutateAsync({ jobId });
    } catch (error) {
      setActionError(getDomainError(error));
    }
  }

  return (
    <>
      <div className="page-head">
        <div>
          <h1 className="page-title">{i18n._(messages.label)}</h1>
          <p className="page-sub">
            <span className={`status-chip ${display}`} data-testid="job-status">{i18n._(STATUS_MESSAGES[display])}</span>
          </p>
        </div>
        <Link href={`/${tool.urlPath}`} className="btn btn-secondary"><Trans>New project</Trans></Link>
      </div>
      <JobStepper index={job.stepper_index} finished={job.stage === 'done'} />
      <div className="two-col">
        <div className="stack">
          {working && (
            <div className="card panel" data-testid="work-progress">
              <ProgressBar
                percent={job.work_progress}
                etaS={job.eta_s}
                label={job.stage === 'probing' ? t`Preparing the video…` : job.stage === 'preview' ? t`Rendering the free preview…` : i18n._(messages.editing)}
              />
            </div>
          )}
          {job.urls.final ? (
            <div className="card panel">
              <div className="video-label"><span>{i18n._(messages.edited)}</span></div>
              <video className="video" src={job.urls.final} controls preload="metadata" data-testid="final-video" />
            </div>
          ) : job.urls.preview ? (
            <div className="card panel">
              <div className="video-label">
                <span><Trans>Free preview</Trans></span>
                <span className="tag">{t`Watermarked`}</span>
              </div>
              <video className="video" src={job.urls.preview} controls preload="metadata" data-testid="preview-video" />
            </div>
          ) : null}
          {job.stage === 'failed' && <ErrorMessage error={job.error ?? { code: 'internal_error' }} />}
          {job.stage === 'cancelled' && <div className="alert alert-info"><Trans>This job was cancelled. No credits were charged.</Trans></div>}
        </div>
        <div className="card panel">
          {job.stage === 'done' && job.urls.download ? (
            <div className="stack">
              <div className="alert alert-success"><Trans>Your video is ready: full resolution, no watermark, audio kept.</Trans></div>
              <a className="btn btn-primary btn-lg btn-block" href={job.urls.download} download data-testid="download">
                <Trans>Download MP4</Trans>
              </a>
              <NextActions tool={tool} />
            </div>
          ) : (
            <div className="stack">
              <h2 style={{ margin: 0 }}><Trans>Premium Export</Trans></h2>
              <p className="hint" style={{ margin: 0 }}><Trans>Remove the watermark and render the whole selected part at full resolution.</Trans></p>
              <div className="cost">
                <span className="hint"><Trans>Cost</Trans></span>
                <strong data-testid="export-cost"><CreditAmount value={cost} /></strong>
              </div>
              {job.stage === 'awaiting_export' && job.error && <ErrorMessage error={job.error} />}
              <ErrorMessage error={actionError} />
              <button className="btn btn-primary btn-lg btn-block" disabled={job.stage !== 'awaiting_export' || premiumExport.isPending} onClick={onExport} data-testid="premium-export">
                {i18n._(messages.finishEditing)}
              </button>
              {working && (
                <button className="btn btn-danger btn-block" onClick={onCancel} disabled={cancel.isPending} data-testid="cancel-job">
                  <Trans>Cancel</Trans>
                </button>
              )}
              <NextActions tool={tool} disabled />
            </div>
          )}
        </div>
      </div>
    </>
  );
}

/** "Next action": another tool on this output; disabled until the job is paid (Premium Export / Finish editing). */
function NextActions({ tool, disabled = false }: { tool: ToolDefinition; disabled?: boolean }) {
  const { i18n } = useI18n();
  const { t } = useLingui();
  if (tool.relatedTools.length === 0) return null;
  return (
    <div className="stack" style={{ marginBlockStart: 8 }}>
      <div className="hint">{t`Next action`}</div>
      <div className="row">
        {tool.relatedTools.map((id) => {
          const related = getTool(id);
          const usable = !disabled && IMPLEMENTED_TOOLS.has(id);
          return usable ? (
            <Link key={id} href={`/${related.urlPath}`} className="tag">{i18n._(TOOL_MESSAGES[id].label)}</Link>
          ) : (
            <span key={id} className="tag" title={disabled ? t`Available after Premium Export` : t`Coming soon`}>{i18n._(TOOL_MESSAGES[id].label)}</span>
          );
        })}
      </div>
    </div>
  );
}
