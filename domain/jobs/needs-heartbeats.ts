import { WORKING_STAGES, type JobView } from './job-view';

/**
 * Whether a job's view is only complete with its running activities' heartbeats (the bar and ETA inside a stage):
 * while compute work runs and is not paused. Every other view is whole as the workflow pushed it, so showing it costs
 * Temporal nothing.
 */
export function needsHeartbeats(view: Pick<JobView, 'stage' | 'paused'>): boolean {
  return WORKING_STAGES.includes(view.stage) && !view.paused;
}
