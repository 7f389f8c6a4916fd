import { resolve } from 'node:path';

/** The checkout's `data` folder: DATA_DIR's default for the app, the supervisor and the workers alike. */
export const DEFAULT_DATA_DIR = resolve(import.meta.dirname, '../../data');

/**
 * Where local media lives: STORAGE_DIR when set, else `$DATA_DIR/storage`. The app (server/config.ts) and every worker
 * (worker-env.ts) resolve it here, so `DATA_DIR=/elsewhere` moves the storage of all of them together.
 */
export function getStorageDir(env: { DATA_DIR?: string | undefined; STORAGE_DIR?: string | undefined }): string {
  return env.STORAGE_DIR ?? resolve(env.DATA_DIR ?? DEFAULT_DATA_DIR, 'storage');
}
