import { Context } from '@temporalio/activity';
import type { ActivityProgress } from '../../../domain/jobs/activity-progress';
import type { FfmpegJob } from '../media/ffmpeg-job';
import { runFfmpeg, type RunFfmpegOptions } from '../media/run-ffmpeg';
import { heartbeatProgress } from './heartbeat-progress';
import { toActivityFailure } from './to-activity-failure';

/**
 * Runs an ffmpeg job for the current activity: cancellation kills it, its progress heartbeats as `pass` (or goes to
 * `onProgress`), and a failure becomes what Temporal should do with it (cancelled, bad input, or a retryable fault).
 */
export async function runFfmpegForActivity(job: FfmpegJob, pass: ActivityProgress['pass'], onProgress?: RunFfmpegOptions['onProgress']): Promise<void> {
  const context = Context.current();
  try {
    await runFfmpeg(job, { signal: context.cancellationSignal, onProgress: onProgress ?? heartbeatProgress(pass), log: (m) => context.log.info(m) });
  } catch (error) {
    throw toActivityFailure(error);
  }
}
