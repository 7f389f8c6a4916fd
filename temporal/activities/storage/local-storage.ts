import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, type Storage } from './storage';

/** Storage in a local directory (the embedded default); several processes on one machine may share it. */
export function createLocalStorage(rootDir: string): Storage {
  const root = resolve(rootDir);
  const pathOf = (key: string) => {
    assertValidKey(key);
    return join(root, key);
  };
  const sizeOf = async (key: string) => {
    const path = pathOf(key); // an invalid key throws here, never mistaken for a missing object
    try {
      return (await stat(path)).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };

  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write beside and rename: a reader never sees half an object, and a crash leaves no truncated one.
      const partial = `${path}.partial-${process.pid}`;
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(partial));
      await rename(partial, path);
      return { sizeBytes: (await stat(path)).size };
    },
    async append(key, offset, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const current = (await sizeOf(key)) ?? 0;
      if (current !== offset) throw new Error(`offset ${offset} does not match stored size ${current}`);
      await pipeline(body, createWriteStream(path, { flags: 'a' }));
      return (await stat(path)).size;
    },
    async stat(key) {
      const size = await sizeOf(key);
      return size === null ? null : { sizeBytes: size };
    },
    stream(key, range) {
      return createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : undefined);
    },
    async presignGet() {
      return null;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async deletePrefix(prefix) {
      await rm(pathOf(prefix), { force: true, recursive: true });
    },
    async fetchToLocal(key) {
      const path = pathOf(key);
      await stat(path);
      return path;
    },
    async storeLocalFile(path, key) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      try {
        await rename(path, target);
      } catch {
        // Across file systems rename fails: copy beside, then rename for atomicity.
        await copyFile(path, `${target}.partial-${process.pid}`);
        await rename(`${target}.partial-${process.pid}`, target);
      }
    },
  };
}
