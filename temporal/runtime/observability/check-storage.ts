import { randomUUID } from 'node:crypto';
import type { Storage } from '../../activities/storage/storage';

/** Storage is reachable and writable: writes, reads the size of and deletes a small probe object. */
export async function checkStorage(storage: Storage): Promise<void> {
  const key = `health/${randomUUID()}`;
  await storage.put(key, Buffer.from('ok'));
  try {
    const stat = await storage.stat(key);
    if (stat?.sizeBytes !== 2) throw new Error('the probe object did not read back');
  } finally {
    await storage.delete(key);
  }
}
