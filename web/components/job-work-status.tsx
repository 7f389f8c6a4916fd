import { Trans, useLingui } from '@lingui/react/macro';
import type { ClientJob } from '../../server/routers/job-for-client';
import type { WorkPassId } from '../../domain/jobs/job-view';
import { ProgressBar } from './progress-bar';

/** Which step of the work runs now: the first pass with units left. */
function currentPass(job: ClientJob): { id: WorkPassId; done: number; total: number } | null {
  return job.work.passes.find((p) => p.done < p.total) ?? null;
}

/**
 * The running job's step, bar and time left, the queue it waits in (named by workload class), and pause / resume.
 * Pausing stops the segments being rendered: they are redone on resume; finished ones are kept. The view's percent is
 * held by the server (never backwards, kept while paused or queued) and its ETA is given only once credible.
 */
export function JobWorkStatus({ job, label, onPause, onResume, busy }: { job: ClientJob; label: string; onPause: () => void; onResume: () => void; busy: boolean }) {
  const { t } = useLingui();
  const pass = currentPass(job);
  const passLabels: Record<WorkPassId, string> = {
    prepare: t`Preparing the video`,
    analyse: t`Analyzing`,
    render: t`Rendering`,
    assemble: t`Joining the parts and the sound`,
  };
  const queued = job.job_status.endsWith('_work_pending') || job.job_status === 'work_pending';
  const queueNames: Record<string, string> = {
    small_work_pending: t`In queue for small jobs`,
    medium_work_pending: t`In queue for medium jobs`,
    big_work_pending: t`In queue for big jobs`,
    cpu_work_pending: t`In queue for a processor`,
    work_pending: t`In queue`,
  };
  const canPause = job.stage === 'preview' || job.stage === 'final';
  const percent = Math.round(job.work_progress);
  const passCount = pass && pass.total > 1 ? ` · ${pass.done + 1}/${pass.total}` : '';
  return (
    <div className="card panel stack" data-testid="work-progress">
      <ProgressBar
        percent={job.work_progress}
        etaS={job.paused ? null : job.eta_s}
        label={label}
        estimating={!job.paused && !queued && job.eta_s === null && job.work_progress < 100}
        hidePercent={queued && job.work_progress === 0}
      />
      <div className="row" style={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 8 }}>
        <span className="hint" data-testid="work-step">
          {job.paused ? <Trans>Paused at {percent}%</Trans> : queued ? queueNames[job.job_status] ?? t`In queue` : pass ? `${passLabels[pass.id]}${passCount}` : null}
        </span>
        {canPause &&
          (job.paused ? (
            <button className="btn btn-secondary" onClick={onResume} disabled={busy} data-testid="resume-job">
              <Trans>Resume</Trans>
            </button>
          ) : (
            <button className="btn btn-secondary" onClick={onPause} disabled={busy} data-testid="pause-job">
              <Trans>Pause</Trans>
            </button>
          ))}
      </div>
      {job.paused && (
        <div className="alert alert-info" data-testid="paused-note">
          <Trans>Paused. Finished parts are kept; the parts that were rendering when you paused will be rendered again when you resume.</Trans>
        </div>
      )}
    </div>
  );
}
