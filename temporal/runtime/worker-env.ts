import { resolve } from 'node:path';
import { z } from 'zod';

const concurrency = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const WorkerEnv = z.object({
  TEMPORAL_ADDRESS: z.string().default('127.0.0.1:7233'),
  TEMPORAL_NAMESPACE: z.string().default('default'),
  STORAGE_DIR: z.string().default(resolve(import.meta.dirname, '../../data/storage')),
  /** Activities a cpu worker runs at once (segments of one or several jobs). */
  CPU_WORKER_CONCURRENCY: concurrency(2),
  /** The gpu worker polls one queue per workload class, each with its own slots, so small jobs never wait behind big ones. */
  GPU_SMALL_WORKER_CONCURRENCY: concurrency(2),
  GPU_MEDIUM_WORKER_CONCURRENCY: concurrency(1),
  GPU_BIG_WORKER_CONCURRENCY: concurrency(1),
  WORKER_IDENTITY: z.string().optional(),
  /** Media on UploadThing instead of STORAGE_DIR (the same token as the app's). */
  UPLOADTHING_TOKEN: z.string().optional(),
});

export type WorkerEnv = z.infer<typeof WorkerEnv>;

/** Worker configuration from the environment, validated at start with a readable message. */
export function readWorkerEnv(env: NodeJS.ProcessEnv = process.env): WorkerEnv {
  const parsed = WorkerEnv.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid worker configuration:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  }
  return parsed.data;
}
