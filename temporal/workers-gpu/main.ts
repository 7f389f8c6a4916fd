import { TASK_QUEUES } from '../../domain/jobs/task-queues';
import { runComputeWorker } from '../runtime/run-compute-worker';

// GPU tools (models through onnxruntime-node, CUDA when present) register here as they land; until then this worker
// serves the gpu queue with the media activities, so GPU-routed steps already have a home and a scaling knob.
await runComputeWorker(TASK_QUEUES.gpu, (env) => env.GPU_WORKER_CONCURRENCY);
