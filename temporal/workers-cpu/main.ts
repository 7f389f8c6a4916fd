import { TASK_QUEUES } from '../../domain/jobs/task-queues';
import { runComputeWorker } from '../runtime/run-compute-worker';

await runComputeWorker(TASK_QUEUES.cpu, (env) => env.CPU_WORKER_CONCURRENCY);
