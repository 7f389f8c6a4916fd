import { WORKING_STAGES, type JobView, type PendingActivityProgress } from '../jobs/job-view';
import { estimateStageProgress } from './estimate-stage-progress';
import { getActiveSeconds } from './work-clock';

/**
 * Refines a workflow's view with its running activities' heartbeats (see estimateStageProgress): unit-level progress
 * becomes smooth percent and a raw ETA for the whole stage (every pass), and work that is scheduled but not yet picked
 * up by any worker shows as queued, named by its queue, keeping its percent. `nowMs` (the reader's clock) gives the
 * stage's live pace; without it the running units' own ETAs do. The page's view also goes through holdJobProgress.
 */
export function refineJobProgress(view: JobView, pending: PendingActivityProgress[], queuedStatus: string, nowMs?: number): JobView {
  if (!WORKING_STAGES.includes(view.stage) || view.stage === 'probing') return view;
  const clock = view.work.clock;
  const { percent, etaS } = estimateStageProgress({
    passes: view.work.passes,
    running: pending.filter((activity) => activity.started).map((activity) => ({ pass: activity.pass, fraction: activity.percent / 100, etaS: activity.etaS })),
    activeS: clock && nowMs !== undefined ? getActiveSeconds(clock, nowMs) : null,
    expectedS: view.work.expected_s ?? null,
  });
  const work_progress = Math.max(view.work_progress, percent);
  if (view.paused) return { ...view, work_progress, eta_s: null };
  if (pending.length > 0 && pending.every((activity) => !activity.started)) return { ...view, job_status: queuedStatus, work_progress, eta_s: null };
  return { ...view, work_progress, eta_s: etaS };
}
