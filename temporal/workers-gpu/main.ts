import { TASK_QUEUES } from '../../domain/jobs/task-queues';
import { runComputeWorker } from '../runtime/run-compute-worker';
import { checkModelsAtBoot } from '../activities/models/check-models-at-boot';
import { getLogger } from '../runtime/observability/get-logger';

// The gpu queues by workload class: the model tools (TF.js on WASM, onnxruntime with CUDA when present) and the
// GPU-routed tools that need no model (lightener, stabilizer, slow motion). Models load on first use and stay warm.
const bootLog = getLogger({ process: 'gpu-worker' });
await checkModelsAtBoot((line) => bootLog.info(line));
await runComputeWorker('gpu', [
  { queue: TASK_QUEUES.gpuSmall, concurrency: (env) => env.GPU_SMALL_WORKER_CONCURRENCY },
  { queue: TASK_QUEUES.gpuMedium, concurrency: (env) => env.GPU_MEDIUM_WORKER_CONCURRENCY },
  { queue: TASK_QUEUES.gpuBig, concurrency: (env) => env.GPU_BIG_WORKER_CONCURRENCY },
]);
