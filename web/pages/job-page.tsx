import { useState } from 'react';
import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import type { ToolDefinition } from '../../domain/catalogue/tool-definition';
import { getTool } from '../../domain/catalogue/get-tool';
import { getJobStateDisplay } from '../../domain/jobs/job-statuses';
import { getStepperIndex } from '../../domain/jobs/get-stepper-index';
import { fromMilliCredits } from '../../domain/jobs/milli-credits';
import { WORKING_STAGES } from '../../domain/jobs/job-view';
import type { ClientJob } from '../../server/routers/job-for-client';
import { trpc, getDomainError, type DomainErrorData } from '../trpc';
import { TOOL_MESSAGES } from '../i18n/tool-messages';
import { STATUS_MESSAGES } from '../i18n/status-messages';
import { DOWNLOAD_MESSAGES } from '../i18n/download-messages';
import { JobStepper } from '../components/job-stepper';
import { JobWorkStatus } from '../components/job-work-status';
import { BeforeAfterCompare } from '../components/before-after-compare';
import { PreviewOptionsPanel } from '../components/preview-options-panel';
import { FaceSelectionPanel } from '../components/face-selection-panel';
import { BackgroundChangerPanel } from '../components/background-changer-panel';
import { NextActions } from '../components/next-actions';
import { ErrorMessage } from '../components/error-message';
import { CreditAmount } from '../components/credit-amount';
import { track } from '../analytics/track';
import { EditDecisionsPanel, EditExports } from '../components/edit-decisions-panel';
import { ChatToolPanel, ChatToolAside } from '../components/chat/chat-tool-panel';

export function JobPage({ tool, jobId }: { tool: ToolDefinition; jobId: string }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const utils = trpc.useUtils();
  const [job, setJob] = useState<ClientJob | null>(null);
  const [actionError, setActionError] = useState<DomainErrorData | null>(null);
  const [streamError, setStreamError] = useState<DomainErrorData | null>(null);
  const [comparing, setComparing] = useState(false);
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
  const pause = trpc.jobs.pause.useMutation();
  const resume = trpc.jobs.resume.useMutation();
  const changeOptions = trpc.jobs.changeOptions.useMutation();
  const selectFaces = trpc.jobs.selectFaces.useMutation();
  const approveEdit = trpc.jobs.approveEdit.useMutation();
  const messages = TOOL_MESSAGES[tool.id];

  if (streamError && !job) return <ErrorMessage error={streamError} />;
  if (!job) return <div className="card empty"><Trans>Loading project…</Trans></div>;

  // The chip, the stepper and the cost all come from the job's own state (its stage, status and price).
  const display = getJobStateDisplay(job);
  const working = WORKING_STAGES.includes(job.stage);
  const cost = job.final_cost_milli === null ? null : fromMilliCredits(job.final_cost_milli);

  async function onExport() {
    setActionError(null);
    try {
      await premiumExport.mutateAsync({ jobId });
      track('premium_export', { tool: tool.id });
    } catch (error) {
      setActionError(getDomainError(error));
    }
  }
  async function act(action: () => Promise<unknown>) {
    setActionError(null);
    try {
      await action();
    } catch (error) {
      setActionError(getDomainError(error));
    }
  }
  const onCancel = () => act(() => cancel.mutateAsync({ jobId }));
  const metrics = Object.entries(job.metrics);
  const reviewing = job.edit?.phase === 'review';

  return (
    <>
      <div className="page-head">
        <div>
          <h1 className="page-title">{i18n._(messages.label)}</h1>
          <p className="page-sub">
            <span className={`status-chip ${display}`} data-testid="job-status">{i18n._(STATUS_MESSAGES[display])}</span>
          </p>
        </div>
        <div className="head-actions">
          <Link href="/projects" className="btn btn-secondary" data-testid="go-to-projects"><Trans>Go to projects</Trans></Link>
          <Link href={`/${tool.urlPath}`} className="btn btn-secondary"><Trans>New project</Trans></Link>
        </div>
      </div>
      <JobStepper index={getStepperIndex(job)} finished={job.stage === 'done'} />
      <div className="two-col">
        <div className="stack">
          {working && (
            <JobWorkStatus
              job={job}
              label={
                job.stage === 'probing'
                  ? t`Preparing the video…`
                  : job.stage === 'detecting'
                    ? t`Finding the people in the video…`
                    : job.stage === 'preview'
                      ? t`Rendering the free preview…`
                      : i18n._(messages.editing)
              }
              onPause={() => void act(() => pause.mutateAsync({ jobId }))}
              onResume={() => void act(() => resume.mutateAsync({ jobId }))}
              busy={pause.isPending || resume.isPending}
            />
          )}
          {job.urls.final ? (
            <div className="card panel">
              <div className="video-label"><span>{i18n._(messages.edited)}</span></div>
              <video className="video" src={job.urls.final} poster={job.urls.poster ?? undefined} controls preload="metadata" data-testid="final-video" />
            </div>
          ) : job.urls.preview ? (
            <div className="card panel">
              <div className="video-label">
                <span><Trans>Free preview</Trans></span>
                <span className="row">
                  {job.compare && (
                    <button type="button" className={`btn ${comparing ? 'btn-primary' : 'btn-secondary'}`} aria-pressed={comparing} onClick={() => setComparing(!comparing)} data-testid="compare-toggle">
                      <Trans>Compare with the original</Trans>
                    </button>
                  )}
                  <span className="tag">{t`Watermarked`}</span>
                </span>
              </div>
              {job.compare && comparing ? (
                <BeforeAfterCompare previewUrl={job.urls.preview} originalUrl={job.compare.originalUrl} offsetS={job.compare.offsetS} poster={job.urls.poster} />
              ) : (
                <video className="video" src={job.urls.preview} poster={job.urls.poster ?? undefined} controls preload="metadata" data-testid="preview-video" />
              )}
            </div>
          ) : job.urls.poster ? (
            <div className="card panel">
              <img className="video" src={job.urls.poster} alt={t`First frames of the video`} />
            </div>
          ) : null}
          {metrics.length > 0 && (
            <div className="card panel">
              <dl className="kv" data-testid="job-metrics">
                {metrics.map(([id, value]) => (
                  <MetricRow key={id} id={id} value={value} />
                ))}
              </dl>
            </div>
          )}
          {job.changer && (job.stage === 'awaiting_selection' || job.changer.propagating) && <BackgroundChangerPanel job={job} />}
          {job.stage === 'awaiting_selection' && !job.changer && (
            <FaceSelectionPanel toolId={tool.id} ids={job.face_indices} urls={job.urls.faces} busy={selectFaces.isPending} onChoose={(indices) => void act(() => selectFaces.mutateAsync({ jobId, indices }))} />
          )}
          {Object.keys(job.inference).length > 0 && (
            <div className="card panel">
              <dl className="kv" data-testid="job-inference">
                {Object.entries(job.inference).map(([capability, where]) => (
                  <InferenceRow key={capability} capability={capability} where={where} />
                ))}
              </dl>
            </div>
          )}
          {reviewing && job.edit && (
            <EditDecisionsPanel edit={job.edit} order={job.options.order === 'score' ? 'score' : 'time'} busy={approveEdit.isPending} onRender={(toggled) => void act(() => approveEdit.mutateAsync({ jobId, toggled }))} />
          )}
          {tool.chat && <ChatToolPanel job={job} />}
          {job.stage === 'awaiting_export' && !reviewing && !tool.chat && (
            <PreviewOptionsPanel tool={tool} current={job.options} busy={changeOptions.isPending} inputS={job.range.endS - job.range.startS} onApply={(options) => void act(() => changeOptions.mutateAsync({ jobId, options }))} />
          )}
          {job.stage === 'failed' && <ErrorMessage error={job.error ?? { code: 'internal_error' }} />}
          {job.stage === 'cancelled' && <div className="alert alert-info"><Trans>This job was canceled. No credits were charged.</Trans></div>}
        </div>
        {tool.chat ? (
          <ChatToolAside job={job} working={working} cancelling={cancel.isPending} onCancel={onCancel} error={actionError} />
        ) : (
        <div className="card panel">
          {job.stage === 'done' && job.urls.download ? (
            <div className="stack">
              <div className="alert alert-success"><Trans>Your video is ready: full resolution, no watermark, audio kept.</Trans></div>
              <a className="btn btn-primary btn-lg btn-block" href={job.urls.download} download data-testid="download">
                {i18n._(DOWNLOAD_MESSAGES[job.downloadFormat ?? 'mp4'])}
              </a>
              <EditExports urls={job.exportUrls} />
              <NextActions tool={tool} jobId={jobId} paid onError={setActionError} />
              <ErrorMessage error={actionError} />
            </div>
          ) : (
            <div className="stack">
              <h2 style={{ margin: 0 }}><Trans>Premium Export</Trans></h2>
              <p className="hint" style={{ margin: 0 }}><Trans>Remove the watermark and render the whole selected part at full resolution.</Trans></p>
              <div className="cost">
                <span className="hint"><Trans>Cost</Trans></span>
                <strong data-testid="export-cost">{cost === null ? <Trans>Not known yet</Trans> : <CreditAmount value={cost} />}</strong>
              </div>
              {job.stage === 'awaiting_export' && job.error && <ErrorMessage error={job.error} />}
              <ErrorMessage error={actionError} />
              <button className="btn btn-primary btn-lg btn-block" disabled={job.stage !== 'awaiting_export' || reviewing || premiumExport.isPending} onClick={onExport} data-testid="premium-export">
                {i18n._(messages.finishEditing)}
              </button>
              {working && (
                <button className="btn btn-danger btn-block" onClick={onCancel} disabled={cancel.isPending} data-testid="cancel-job">
                  <Trans>Cancel</Trans>
                </button>
              )}
              <NextActions tool={tool} jobId={jobId} paid={false} onError={setActionError} />
            </div>
          )}
        </div>
        )}
      </div>
    </>
  );
}

/** Which model did a job's work, and where it ran (e.g. on CUDA or on the CPU). */
function InferenceRow({ capability, where }: { capability: string; where: string }) {
  const { t } = useLingui();
  const labels: Record<string, string> = {
    face_detection: t`Face detection`,
    text_detection: t`Plate detection`,
    vehicle_detection: t`Vehicle detection`,
    person_segmentation: t`Person segmentation`,
    super_resolution: t`Super-resolution`,
    face_restoration: t`Face restoration`,
    object_segmentation: t`Object segmentation`,
  };
  return (
    <>
      <dt>{labels[capability] ?? capability}</dt>
      <dd>{where}</dd>
    </>
  );
}

/** One of the catalogue's job metrics (frame interpolation: frame rates and durations before and after). */
function MetricRow({ id, value }: { id: string; value: number }) {
  const { t } = useLingui();
  const labels: Record<string, string> = {
    input_fps: t`Input frame rate`,
    output_fps: t`Output frame rate`,
    input_duration: t`Input duration`,
    output_duration: t`Output duration`,
  };
  const unit = id.endsWith('_fps') ? t`fps` : t`s`;
  return (
    <>
      <dt>{labels[id] ?? id}</dt>
      <dd>{value} {unit}</dd>
    </>
  );
}
