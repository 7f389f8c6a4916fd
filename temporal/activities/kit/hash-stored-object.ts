import { createHash } from 'node:crypto';
import type { Storage } from '../storage/storage';

/** SHA-256 of a stored object, streamed (the understanding's cache key: same content, same analysis). */
export function hashStoredObject(storage: Storage, key: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    storage.stream(key).on('data', (chunk) => hash.update(chunk)).on('error', reject).on('end', () => resolve(hash.digest('hex')));
  });
}
