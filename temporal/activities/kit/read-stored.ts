import type { Storage } from '../storage/storage';

/** Reads a whole stored object into memory (masks, frames and analyses: a few KB to a few MB). */
export async function readStoredObject(storage: Storage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.stream(key) as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Reads a stored JSON file (an analysis, a track file). */
export async function readStoredJson<T>(storage: Storage, key: string): Promise<T> {
  return JSON.parse((await readStoredObject(storage, key)).toString('utf8')) as T;
}
