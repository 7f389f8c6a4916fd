import type { WorkPassId } from '../jobs/job-view';

/**
 * The speed this installation measured for one pass of one tool on one queue (a class of workers): seconds of wall
 * time per unit of work (a megapixel-second of the stage's input), averaged over the passes that finished, and how many.
 */
export interface SpeedPrior {
  toolId: string;
  pass: WorkPassId;
  queue: string;
  secondsPerUnit: number;
  samples: number;
}

/** One finished pass, as the workflow measured it: its working seconds (pauses left out) and its units of work. */
export interface PassMeasurement {
  pass: WorkPassId;
  queue: string;
  activeS: number;
  units: number;
}

/** The units of work of a stage: megapixel-seconds (width x height x duration). */
export function getWorkUnits(size: { width: number; height: number; seconds: number }): number {
  return (Math.max(0, size.width) * Math.max(0, size.height) * Math.max(0, size.seconds)) / 1e6;
}

/** After this many samples the average follows new measurements at this rate (a machine's load changes over time). */
export const SPEED_AVERAGE_RATE = 0.3;

/**
 * The speed after one more measurement: a plain mean of the first few samples, then an exponential moving average.
 * A measurement too small to mean anything (no units, no time) leaves the speed as it was.
 */
export function updateSpeedPrior(previous: SpeedPrior | null, key: Pick<SpeedPrior, 'toolId' | 'pass' | 'queue'>, measured: { activeS: number; units: number }): SpeedPrior | null {
  if (!(measured.units > 0) || !(measured.activeS > 0) || !Number.isFinite(measured.activeS / measured.units)) return previous;
  const observed = measured.activeS / measured.units;
  if (previous === null) return { ...key, secondsPerUnit: observed, samples: 1 };
  const rate = Math.max(SPEED_AVERAGE_RATE, 1 / (previous.samples + 1));
  return { ...key, secondsPerUnit: previous.secondsPerUnit + rate * (observed - previous.secondsPerUnit), samples: previous.samples + 1 };
}

/**
 * A stage's pass weights and expected seconds from the priors of its tool and queue: each pass weighs what it is
 * expected to cost, so percent is a share of time and a pass switch does not jump. Only when every pass has a prior;
 * otherwise null (the static weights and the live pace alone).
 */
export function getPriorPlan(priors: readonly SpeedPrior[], toolId: string, queue: string, passes: readonly { id: WorkPassId; total: number }[], units: number): { weights: Record<string, number>; expectedS: number } | null {
  if (!(units > 0) || passes.length === 0) return null;
  const weights: Record<string, number> = {};
  let expectedS = 0;
  for (const pass of passes) {
    const prior = priors.find((p) => p.toolId === toolId && p.queue === queue && p.pass === pass.id);
    if (!prior || pass.total <= 0) return null;
    const passS = prior.secondsPerUnit * units;
    weights[pass.id] = passS / pass.total;
    expectedS += passS;
  }
  return expectedS > 0 ? { weights, expectedS } : null;
}
