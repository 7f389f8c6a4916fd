import { Context } from '@temporalio/activity';
import type { ActivityProgress } from '../../../domain/jobs/activity-progress';

/** A progress callback that heartbeats the current activity with its pass (what the job page shows). */
export function heartbeatProgress(pass: ActivityProgress['pass']): (progress: Omit<ActivityProgress, 'pass'>) => void {
  return (progress) => Context.current().heartbeat({ pass, ...progress } satisfies ActivityProgress);
}
