import { TASK_QUEUES } from '../../domain/jobs/task-queues';
import { runComputeWorker } from '../runtime/run-compute-worker';

// The gpu queues by workload class. Model tools (onnxruntime-node, CUDA when present) register here as they land;
// the GPU-routed tools that need no model (lightener, stabilizer, slow motion) run their ffmpeg work here today.
await runComputeWorker('gpu', [
  { queue: TASK_QUEUES.gpuSmall, concurrency: (env) => env.GPU_SMALL_WORKER_CONCURRENCY },
  { queue: TASK_QUEUES.gpuMedium, concurrency: (env) => env.GPU_MEDIUM_WORKER_CONCURRENCY },
  { queue: TASK_QUEUES.gpuBig, concurrency: (env) => env.GPU_BIG_WORKER_CONCURRENCY },
]);
