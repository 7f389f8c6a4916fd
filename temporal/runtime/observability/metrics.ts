import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's Prometheus metrics (prom-client), served on `/metrics` by the app and by each worker's health port.
 * One registry per process, created on first use; every process kind registers the same names (a counter a process
 * never moves stays at zero), so dashboards need no per-kind queries.
 */
function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'kinora_process_' });
  return {
    registry,
    jobsStarted: new Counter({ name: 'kinora_jobs_started_total', help: 'Jobs started, by tool', labelNames: ['tool'] as const, registers: [registry] }),
    jobsFinished: new Counter({ name: 'kinora_jobs_finished_total', help: 'Jobs that reached their result (preview or final output), by tool', labelNames: ['tool'] as const, registers: [registry] }),
    jobsFailed: new Counter({ name: 'kinora_jobs_failed_total', help: 'Jobs that failed, by tool and error code', labelNames: ['tool', 'error_code'] as const, registers: [registry] }),
    activityDuration: new Histogram({
      name: 'kinora_activity_duration_seconds',
      help: 'Activity run time per attempt, by activity, task queue and outcome',
      labelNames: ['activity', 'queue', 'outcome'] as const,
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600],
      registers: [registry],
    }),
    renderSpeed: new Histogram({
      name: 'kinora_render_speed_ratio',
      help: 'Seconds of video rendered per second of wall time, per finished segment activity',
      labelNames: ['activity', 'queue'] as const,
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 16, 32],
      registers: [registry],
    }),
    taskQueueBacklog: new Gauge({ name: 'kinora_task_queue_backlog', help: 'Activity tasks waiting on a task queue (Temporal DescribeTaskQueue, sampled at scrape)', labelNames: ['queue'] as const, registers: [registry] }),
    credits: new Counter({ name: 'kinora_credits_milli_total', help: 'Milli-credits moved by the ledger: reserved, captured, released', labelNames: ['movement'] as const, registers: [registry] }),
    uploadBytes: new Counter({ name: 'kinora_upload_bytes_total', help: 'Bytes of finished uploads', registers: [registry] }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

let metrics: Metrics | undefined;

/** This process's metrics. */
export function getMetrics(): Metrics {
  metrics ??= createMetrics();
  return metrics;
}
