import { WORKING_STAGES, type JobView } from '../jobs/job-view';
import { smoothEta, type ShownEta } from './smooth-eta';
import { estimateTimeLeft } from './estimate-time-left';
import { getActiveSeconds } from './work-clock';

/** What a job's page was last shown: its stage's percent (held) and ETA (smoothed). */
export interface HeldProgress {
  /** The stage (and preview revision) the values belong to: a new stage starts its own bar. */
  stageKey: string;
  percent: number;
  eta: ShownEta | null;
  /** The stage's working seconds when its progress first showed (the lag before it is no measure of pace); null before. */
  movingAtS: number | null;
  /** The working seconds of the last view without progress: the lag ended between it and the first with progress. */
  stillAtS: number | null;
  /** Recent points of the stage (working seconds, share done), oldest first: the live pace is measured over them. */
  points: { activeS: number; share: number }[];
}

/** Points kept per job; when full, every other old one is dropped (the span stays, the density halves). */
const MAX_POINTS = 32;
/** The live pace is measured over the last half of the moving time, and at least this many seconds. */
const PACE_WINDOW = { share: 0.5, minS: 3 } as const;

function addPoint(points: readonly { activeS: number; share: number }[], point: { activeS: number; share: number }) {
  const kept = points.length >= MAX_POINTS ? points.filter((_, i) => i % 2 === 1) : points;
  return [...kept, point];
}

/** A first share above this came in a lump (a unit that reports no percent finished): there was work, not a lag. */
const LUMP_SHARE = 0.05;

/**
 * When the stage's lag ended, given the first view with progress: between the last view without progress and it; or,
 * when the first progress came in a lump, at the start (the time before it was work, not waiting).
 */
function getLagEnd(share: number, activeS: number, stillAtS: number | null): number {
  if (share > LUMP_SHARE) return 0;
  return (activeS + (stillAtS ?? activeS)) / 2;
}

/** The latest point at least the pace window before `activeS`; null when none is that old. */
function getPaceStart(points: readonly { activeS: number; share: number }[], activeS: number, movingAtS: number) {
  const windowS = Math.max(PACE_WINDOW.minS, PACE_WINDOW.share * (activeS - movingAtS));
  return points.filter((p) => p.activeS >= movingAtS && p.activeS <= activeS - windowS).at(-1) ?? null;
}

const stageKeyOf = (view: JobView) => `${view.stage}:${view.preview_revision}`;

/**
 * Holds a job's shown progress across its views: within a stage the percent never goes backwards (between passes,
 * while queued for the next unit, while paused, and after a resume that redoes the units cut off by the pause); the
 * ETA is smoothed (see smoothEta) and hidden while paused. Returns the view to show and what to remember.
 */
export function holdJobProgress(previous: HeldProgress | null, view: JobView, nowMs: number): { view: JobView; held: HeldProgress | null } {
  if (!WORKING_STAGES.includes(view.stage)) return { view, held: null };
  const stageKey = stageKeyOf(view);
  const before = previous?.stageKey === stageKey ? previous : null;
  const percent = Math.max(before?.percent ?? 0, view.work_progress);
  const queued = view.job_status.endsWith('work_pending');
  const clock = view.work.clock;
  const activeS = clock ? getActiveSeconds(clock, nowMs) : null;
  const stillAtS = percent === 0 && activeS !== null ? activeS : (before?.stillAtS ?? null);
  const movingAtS = before?.movingAtS ?? (percent > 0 && activeS !== null ? getLagEnd(percent / 100, activeS, stillAtS) : null);
  const points = activeS !== null && percent > 0 ? addPoint(before?.points ?? [], { activeS, share: percent / 100 }) : (before?.points ?? []);
  // With the stage's clock, the time left is estimated here, where the lag and the recent pace are known.
  const since = activeS !== null && movingAtS !== null ? getPaceStart(points, activeS, movingAtS) : null;
  const rawS = activeS === null ? view.eta_s : estimateTimeLeft({ share: percent / 100, activeS, lagS: movingAtS, expectedS: view.work.expected_s ?? null, since });
  // Paused: the pause is open-ended, the countdown starts afresh on resume. Queued for the next unit: a unit waiting
  // for a worker is part of the time left, so the stage's clock estimate goes on (a view without a clock has none).
  const eta = view.paused ? null : smoothEta(before?.eta ?? null, queued && activeS === null ? null : rawS, nowMs);
  const etaS = eta === null ? null : Math.round(eta.etaS);
  return { view: { ...view, work_progress: percent, eta_s: etaS }, held: { stageKey, percent, eta, movingAtS, stillAtS, points } };
}
