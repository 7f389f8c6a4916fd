import { TASK_QUEUES } from '../../domain/jobs/task-queues';
import { runComputeWorker } from '../runtime/run-compute-worker';

await runComputeWorker('cpu', [{ queue: TASK_QUEUES.cpu, concurrency: (env) => env.CPU_WORKER_CONCURRENCY }]);
