import type { ActivityProgress } from '../../../domain/jobs/activity-progress';
import type { Storage } from '../storage/storage';
import { heartbeatProgress } from './heartbeat-progress';
import { withScratchDir } from './with-scratch-dir';

/**
 * A checkpoint: returns the stored result of an earlier attempt at `key`, or runs `make` in a scratch folder named
 * `label` and stores the file it returns at `key`. A retried or resumed activity finds its finished work and skips it.
 */
export async function storedOnce(storage: Storage, key: string, label: string, pass: ActivityProgress['pass'], make: (scratch: string) => Promise<string>): Promise<{ key: string; sizeBytes: number }> {
  const existing = await storage.stat(key);
  if (existing) return { key, sizeBytes: existing.sizeBytes };
  heartbeatProgress(pass)({ percent: 0, etaS: null });
  return withScratchDir(label, async (scratch) => {
    await storage.storeLocalFile(await make(scratch), key);
    return { key, sizeBytes: (await storage.stat(key))?.sizeBytes ?? 0 };
  });
}
