import { CancellationScope, condition, isCancellation, patched } from '@temporalio/workflow';
import { getUnitsInFlight } from '../../../domain/jobs/get-units-in-flight';
import type { WorkPassId } from '../../../domain/jobs/job-view';
import type { ToolJob } from './tool-job';

/** At most this many units of one job in flight (jobs started before the plan's rule): enough to keep several workers busy, a bounded history. */
export const MAX_UNITS_IN_FLIGHT = 8;

/**
 * Runs independent units of work (segments) as activities, several at once, and returns their results in order.
 * Each finished unit is a checkpoint. While the job is paused no unit starts; units in flight at the pause are
 * cancelled (their child processes stop) and run again on resume. A failing unit cancels the others and fails the run.
 */
export async function runUnits<T, R>(job: ToolJob, pass: WorkPassId, units: readonly T[], run: (unit: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(units.length);
  const todo = units.map((_, index) => index);
  const inFlight = new Map<number, CancellationScope>();
  const stoppedByPause = new Set<number>();
  let failure: unknown = null;
  let settledCount = 0;
  const startedS = job.activeSeconds();

  const start = (index: number) => {
    const scope = new CancellationScope();
    inFlight.set(index, scope);
    void scope
      .run(() => run(units[index]!))
      .then(
        (result) => {
          results[index] = result;
          return job.announceMilestones(job.unitDone(pass));
        },
        (error: unknown) => {
          if (stoppedByPause.delete(index) && isCancellation(error)) todo.unshift(index);
          else failure ??= error;
        },
      )
      .finally(() => {
        inFlight.delete(index);
        settledCount++;
      });
  };

  // Paid renders get more units in flight (domain's rule); jobs started before the rule keep the old bound (replay).
  const maxInFlight = patched('units-in-flight-by-plan') ? getUnitsInFlight(job.input.plan) : MAX_UNITS_IN_FLIGHT;
  while (failure === null && (todo.length > 0 || inFlight.size > 0)) {
    while (!job.paused && todo.length > 0 && inFlight.size < maxInFlight) start(todo.shift()!);
    if (job.paused) {
      for (const [index, scope] of inFlight) {
        stoppedByPause.add(index);
        scope.cancel();
      }
      await condition(() => inFlight.size === 0);
      if (failure === null) await condition(() => !job.paused);
      continue;
    }
    // Wake when a unit settles or the user pauses. A cancelled job rejects here and the units' scopes are cancelled too.
    const seen = settledCount;
    await condition(() => job.paused || settledCount !== seen);
  }
  if (failure !== null) {
    for (const scope of inFlight.values()) scope.cancel();
    await condition(() => inFlight.size === 0);
    throw failure;
  }
  job.passMeasured(pass, job.activeSeconds() - startedS);
  return results;
}
