import type { WorkPass, WorkPassId } from '../jobs/job-view';
import { estimateTimeLeft } from './estimate-time-left';

/** One unit of work a worker is running now, from its heartbeat. */
export interface RunningUnit {
  pass: WorkPassId | null;
  /** Share of the unit done, 0-1. */
  fraction: number;
  /** The unit's own estimate of its time left (from its elapsed time), when it has one. */
  etaS: number | null;
}

export interface StageProgressInput {
  passes: readonly WorkPass[];
  running: readonly RunningUnit[];
  /** Seconds the stage's work has been going, pauses left out; null when the workflow did not say when it started. */
  activeS: number | null;
  /** What this stage should take in all, in seconds, from a measured speed (a prior); null when none is known. */
  expectedS: number | null;
}

export interface StageProgress {
  /** Percent of the stage's work, 0-100, from finished units and running units' shares, each pass by its weight. */
  percent: number;
  /** Seconds left, before smoothing; null until it is credible. */
  etaS: number | null;
}

const weightOf = (passes: readonly WorkPass[], id: WorkPassId | null) => passes.find((p) => p.id === id)?.weight ?? 1;

/**
 * A stage's progress and its raw ETA. Percent: finished units and running units' shares, each pass by its weight. ETA
 * (see estimateTimeLeft): from the stage's clock and its prior; the lag before progress showed is not known here (the
 * reader's memory knows it, see holdJobProgress), so it counts as none. Without a clock (an older workflow's view), the
 * running units' own ETAs give the pace.
 */
export function estimateStageProgress({ passes, running, activeS, expectedS }: StageProgressInput): StageProgress {
  const totalWeight = passes.reduce((sum, p) => sum + p.weight * p.total, 0);
  if (totalWeight <= 0) return { percent: 0, etaS: null };
  const doneWeight = passes.reduce((sum, p) => sum + p.weight * p.done, 0);
  const runningWeight = running.reduce((sum, unit) => sum + Math.min(1, Math.max(0, unit.fraction)) * weightOf(passes, unit.pass), 0);
  const share = Math.min(1, (doneWeight + runningWeight) / totalWeight);
  const percent = Math.round(share * 1000) / 10;
  const etaS = activeS === null ? estimateFromUnits(passes, running, totalWeight - doneWeight) : estimateTimeLeft({ share, activeS, lagS: 0, expectedS });
  return { percent, etaS: etaS === null ? null : Math.max(0, Math.round(etaS)) };
}

/**
 * The pace from the running units' own ETAs (views of workflows that do not say when their stage started): each
 * unit's whole duration divided by its pass weight; the slowest sets the pace; work nobody has started is spread over
 * as many workers as run now, after the slowest running unit.
 */
function estimateFromUnits(passes: readonly WorkPass[], running: readonly RunningUnit[], remainingWeight: number): number | null {
  const timed = running.filter((unit) => unit.etaS !== null && unit.fraction > 0);
  if (timed.length === 0) return null;
  const secondsPerWeight = Math.max(...timed.map((unit) => unit.etaS! / Math.max(0.05, 1 - unit.fraction) / weightOf(passes, unit.pass)));
  const runningWeight = running.reduce((sum, unit) => sum + weightOf(passes, unit.pass), 0);
  const notStarted = Math.max(0, remainingWeight - runningWeight);
  return Math.max(...timed.map((unit) => unit.etaS!)) + (notStarted * secondsPerWeight) / timed.length;
}
