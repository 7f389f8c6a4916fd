import { Context } from '@temporalio/activity';
import type { ActivityProgress } from '../../../domain/jobs/activity-progress';

/** How often a long activity tells Temporal it is alive, whatever its progress: well inside the 20 s heartbeat timeout. */
export const HEARTBEAT_EVERY_MS = 4_000;

/**
 * Runs `work` while heartbeating the current activity every `everyMs` with the last progress `work` reported. A frame
 * of a slow model (ESRGAN on a loaded CPU takes longer than the heartbeat timeout) or a CPU too busy to finish one no
 * longer looks like a dead worker: the timer fires on the event loop between the model's awaited calls, independent of
 * how far the frames have got. Progress reported by `work` is heartbeated at once too.
 */
export async function keepHeartbeating<T>(pass: ActivityProgress['pass'], work: (report: (progress: Omit<ActivityProgress, 'pass'>) => void) => Promise<T>, everyMs = HEARTBEAT_EVERY_MS): Promise<T> {
  const context = Context.current();
  let last: ActivityProgress = { pass, percent: 0, etaS: null };
  const beat = () => context.heartbeat(last);
  const timer = setInterval(beat, everyMs);
  try {
    beat();
    return await work((progress) => {
      last = { pass, ...progress };
      beat();
    });
  } finally {
    clearInterval(timer);
  }
}
