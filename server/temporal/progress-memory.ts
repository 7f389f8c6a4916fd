import { holdJobProgress, type HeldProgress } from '../../domain/progress/hold-job-progress';
import type { JobView } from '../../domain/jobs/job-view';

/** Jobs remembered at most: a bound on memory; the oldest entry goes first (a forgotten job only restarts smoothing). */
const MAX_JOBS = 5_000;

/**
 * What each job's pages were last shown (held percent, smoothed ETA), kept by the process that reads the views, so every
 * viewer of a job sees the same never-backwards bar and calm ETA. One per app process.
 */
export function createProgressMemory(now: () => number = Date.now) {
  const held = new Map<string, HeldProgress>();
  return {
    /** The view to show for a job now, after its last shown values. */
    show(view: JobView): JobView {
      const result = holdJobProgress(held.get(view.job_id) ?? null, view, now());
      held.delete(view.job_id);
      if (result.held) {
        held.set(view.job_id, result.held);
        if (held.size > MAX_JOBS) held.delete(held.keys().next().value!);
      }
      return result.view;
    },
  };
}
