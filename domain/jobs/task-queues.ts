import type { ToolDefinition } from '../catalogue/tool-definition';

/**
 * Temporal task queues. `app` runs workflows and database activities; `cpu` runs media work of CPU tools; GPU work is
 * split by workload size into three queues, so a small job never waits behind a big one (each has its own workers).
 */
export const TASK_QUEUES = { app: 'app', cpu: 'cpu', gpuSmall: 'gpu-small', gpuMedium: 'gpu-medium', gpuBig: 'gpu-big' } as const;
export type ComputeQueue = (typeof TASK_QUEUES)['cpu' | 'gpuSmall' | 'gpuMedium' | 'gpuBig'];
export const GPU_QUEUES = [TASK_QUEUES.gpuSmall, TASK_QUEUES.gpuMedium, TASK_QUEUES.gpuBig] as const;
export type WorkloadClass = 'small' | 'medium' | 'big';

const CLASS_ORDER: readonly WorkloadClass[] = ['small', 'medium', 'big'];
// Pixel-seconds of output: up to 30 s of 720p is small; up to 2 minutes of 1080p is medium; the rest is big.
const SMALL_MAX = 1280 * 720 * 30;
const MEDIUM_MAX = 1920 * 1080 * 120;

/**
 * The workload class of one stage of a job: its size (pixels x seconds), never below the tool's own class from the
 * catalogue (freeWorkloadSize: the upscaler is big whatever its length).
 */
export function getWorkloadClass(tool: Pick<ToolDefinition, 'freeWorkloadSize'>, work: { seconds: number; width: number; height: number }): WorkloadClass {
  const size = Math.max(0, work.seconds) * Math.max(0, work.width) * Math.max(0, work.height);
  const bySize: WorkloadClass = size <= SMALL_MAX ? 'small' : size <= MEDIUM_MAX ? 'medium' : 'big';
  return CLASS_ORDER[Math.max(CLASS_ORDER.indexOf(bySize), CLASS_ORDER.indexOf(tool.freeWorkloadSize))]!;
}

/** The compute queue for a tool's hardware and, on the GPU, the stage's workload class. */
export function getComputeQueue(hardware: 'cpu' | 'gpu', workload: WorkloadClass = 'small'): ComputeQueue {
  if (hardware === 'cpu') return TASK_QUEUES.cpu;
  return workload === 'big' ? TASK_QUEUES.gpuBig : workload === 'medium' ? TASK_QUEUES.gpuMedium : TASK_QUEUES.gpuSmall;
}

/** A render activity's heartbeat timeout where ffmpeg does the work (a child process: the worker's event loop stays free). */
export const FFMPEG_HEARTBEAT_TIMEOUT_MS = 20_000;
/**
 * A render activity's heartbeat timeout where models do the work: one model call holds the worker's event loop for its
 * whole length (onnxruntime-node's run is synchronous underneath, TF.js runs on WASM), which on a loaded CPU is seconds
 * to tens of seconds (kit/keep-heartbeating.test.ts measures it); the activity's timer beats between calls.
 */
export const MODEL_HEARTBEAT_TIMEOUT_MS = 120_000;

/**
 * The heartbeat timeout of render activities on a compute queue: a dead worker is noticed within it. Work that runs in
 * ffmpeg (every cpu tool, and GPU-class tools such as the stabilizer that use no model) beats freely, so the short one.
 */
export function getRenderHeartbeatTimeoutMs(queue: ComputeQueue, worksIn: 'ffmpeg' | 'models' = 'models'): number {
  return queue === TASK_QUEUES.cpu || worksIn === 'ffmpeg' ? FFMPEG_HEARTBEAT_TIMEOUT_MS : MODEL_HEARTBEAT_TIMEOUT_MS;
}
