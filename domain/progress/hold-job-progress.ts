import { WORKING_STAGES, type JobView } from '../jobs/job-view';
import { smoothEta, type ShownEta } from './smooth-eta';

/** What a job's page was last shown: its stage's percent (held) and ETA (smoothed). */
export interface HeldProgress {
  /** The stage (and preview revision) the values belong to: a new stage starts its own bar. */
  stageKey: string;
  percent: number;
  eta: ShownEta | null;
}

const stageKeyOf = (view: JobView) => `${view.stage}:${view.preview_revision}`;

/**
 * Holds a job's shown progress across its views: within a stage the percent never goes backwards (between passes,
 * while queued for the next unit, while paused, and after a resume that redoes the units cut off by the pause); the
 * ETA is smoothed (see smoothEta), hidden while paused, and counts down while the next unit waits for a worker. Returns the view to show and what to remember.
 */
export function holdJobProgress(previous: HeldProgress | null, view: JobView, nowMs: number): { view: JobView; held: HeldProgress | null } {
  if (!WORKING_STAGES.includes(view.stage)) return { view, held: null };
  const stageKey = stageKeyOf(view);
  const before = previous?.stageKey === stageKey ? previous : null;
  const percent = Math.max(before?.percent ?? 0, view.work_progress);
  const queued = view.job_status.endsWith('work_pending');
  // Paused: the pause is open-ended, the countdown starts afresh on resume. Queued for the next unit: the countdown
  // goes on (a unit waiting for a worker is part of the time left), but a queue wait gives no new estimate.
  const eta = view.paused ? null : smoothEta(before?.eta ?? null, queued ? null : view.eta_s, nowMs);
  const etaS = eta === null ? null : Math.round(eta.etaS);
  return { view: { ...view, work_progress: percent, eta_s: etaS }, held: { stageKey, percent, eta } };
}
