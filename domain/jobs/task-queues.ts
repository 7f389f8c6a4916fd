/** Temporal task queues. `app` runs workflows and database activities; `cpu` and `gpu` run media work. */
export const TASK_QUEUES = { app: 'app', cpu: 'cpu', gpu: 'gpu' } as const;
export type ComputeQueue = (typeof TASK_QUEUES)['cpu' | 'gpu'];

/** The compute queue for a tool's hardware, as the catalogue names it. */
export function getComputeQueue(hardware: 'cpu' | 'gpu'): ComputeQueue {
  return hardware === 'gpu' ? TASK_QUEUES.gpu : TASK_QUEUES.cpu;
}
