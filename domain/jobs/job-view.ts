import type { MediaInfo } from '../media/media-info';

/** Where a tool job is in its life, as the workflow sees it. */
export type JobStage = 'probing' | 'preview' | 'awaiting_export' | 'final' | 'done' | 'failed' | 'cancelled';

export interface JobErrorView {
  code: string;
  params?: Record<string, string | number>;
}

/** The job fields the client needs, returned by the tool workflow's query (snake_case as in the spec's job state). */
export interface JobView {
  job_id: string;
  tool_id: string;
  stage: JobStage;
  /** The spec's job status name (e.g. work_running, work_done, download_ready). */
  job_status: string;
  /** The tool's own state name from the catalogue (e.g. editing, edited, final_editing, final_edited). */
  tool_state: string;
  stepper_index: number;
  /** Percent of the current stage, 0-100. */
  work_progress: number;
  eta_s: number | null;
  error: JobErrorView | null;
  range: { startS: number; endS: number };
  preview_range: { startS: number; endS: number } | null;
  media: MediaInfo | null;
  /** Storage keys of the outputs; the server turns them into URLs. */
  outputs: { preview: string | null; final: string | null };
  /** What the final render costs, in thousandths of a credit. */
  final_cost_milli: number;
  segments: { total: number; done: number };
}

/** One running activity's heartbeat, as the server reads it from the workflow's description. */
export interface PendingActivityProgress {
  started: boolean;
  percent: number;
  etaS: number | null;
}

/**
 * Refines a workflow's view with its running activities' heartbeats: segment-level progress becomes smooth percent
 * and an ETA, and work that is scheduled but not yet picked up by any worker shows as queued.
 */
export function refineJobProgress(view: JobView, pending: PendingActivityProgress[], queuedStatus: string): JobView {
  if (view.stage !== 'preview' && view.stage !== 'final') return view;
  if (pending.length > 0 && pending.every((activity) => !activity.started)) {
    return { ...view, job_status: queuedStatus, eta_s: null };
  }
  const total = Math.max(1, view.segments.total + 1); // +1: the assembly step after the segments
  const running = pending.reduce((sum, activity) => sum + activity.percent / 100, 0);
  const percent = Math.min(100, Math.round(((view.segments.done + running) / total) * 1000) / 10);
  return { ...view, work_progress: Math.max(view.work_progress, percent), eta_s: estimateStageEta(view, pending) };
}

/**
 * Stage ETA: the slowest running segment's ETA, plus the segments nobody has started yet, each taking as long as that
 * segment's whole run (known from its ETA and how far it is), spread over as many workers as are running now.
 */
function estimateStageEta(view: JobView, pending: PendingActivityProgress[]): number | null {
  const running = pending.filter((activity) => activity.started && activity.etaS !== null);
  if (running.length === 0) return null;
  const slowest = running.reduce((a, b) => ((a.etaS ?? 0) >= (b.etaS ?? 0) ? a : b));
  const fullS = (slowest.etaS ?? 0) / Math.max(0.05, 1 - slowest.percent / 100);
  const notStarted = Math.max(0, view.segments.total - view.segments.done - pending.length);
  return Math.round((slowest.etaS ?? 0) + Math.ceil(notStarted / running.length) * fullS);
}
