import type { JobStatus } from './job-statuses';
import { TASK_QUEUES, type ComputeQueue } from './task-queues';

const QUEUED_STATUS: Readonly<Record<ComputeQueue, JobStatus>> = {
  [TASK_QUEUES.cpu]: 'cpu_work_pending',
  [TASK_QUEUES.gpuSmall]: 'small_work_pending',
  [TASK_QUEUES.gpuMedium]: 'medium_work_pending',
  [TASK_QUEUES.gpuBig]: 'big_work_pending',
};

/**
 * The status of work that waits for a worker, named by the queue it waits on (cpu, or the GPU workload class). All of
 * them read "In queue" to the user; the job page names the class.
 */
export function getQueuedStatus(queue: string): JobStatus {
  return QUEUED_STATUS[queue as ComputeQueue] ?? 'work_pending';
}
