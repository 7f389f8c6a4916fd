import type { Context } from '@temporalio/activity';
import type { ActivityInterceptors } from '@temporalio/worker';
import { getSegmentVideoSeconds } from '../../../domain/media/get-segment-video-seconds';
import { getMetrics } from './metrics';

/**
 * An activity interceptor (Worker `interceptors.activity`) that times every attempt into
 * `kinora_activity_duration_seconds` by activity, queue and outcome, and, for a finished segment, records the render
 * speed (seconds of video per second of wall time).
 */
export function makeActivityMetricsInterceptor(context: Context): ActivityInterceptors {
  const { activityType, taskQueue } = context.info;
  return {
    inbound: {
      async execute(input, next) {
        const metrics = getMetrics();
        const startedAt = performance.now();
        let outcome = 'failed';
        try {
          const result = await next(input);
          outcome = 'completed';
          const videoSeconds = getSegmentVideoSeconds(input.args[0]);
          const wallSeconds = (performance.now() - startedAt) / 1000;
          if (videoSeconds !== null && wallSeconds > 0) metrics.renderSpeed.observe({ activity: activityType, queue: taskQueue }, videoSeconds / wallSeconds);
          return result;
        } catch (error) {
          if (context.cancellationSignal.aborted) outcome = 'cancelled';
          throw error;
        } finally {
          metrics.activityDuration.observe({ activity: activityType, queue: taskQueue, outcome }, (performance.now() - startedAt) / 1000);
        }
      },
    },
  };
}
