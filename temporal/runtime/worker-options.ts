import type { WorkerOptions } from '@temporalio/worker';

/**
 * Options every worker shares. Heartbeats are throttled to one a second (the SDK default is up to 30-60 s), so the
 * progress the server reads from heartbeat details is fresh enough to stream to the browser.
 */
export const SHARED_WORKER_OPTIONS = {
  maxHeartbeatThrottleInterval: '1 second',
  defaultHeartbeatThrottleInterval: '1 second',
  shutdownGraceTime: '10 seconds',
} satisfies Partial<WorkerOptions>;
