import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { UTApi, UTFile } from 'uploadthing/server';
import { assertValidKey, type Storage } from './storage';

export interface UploadThingStorageOptions {
  /** UPLOADTHING_TOKEN: base64 JSON with apiKey, appId and regions. */
  token: string;
  /** Overrides of UploadThing's hosts (a local fake in tests; UPLOADTHING_* variables work too). */
  apiUrl?: string;
  ingestUrl?: string;
  ufsHost?: string;
  ufsAppIdLocation?: 'subdomain' | 'path';
}

/**
 * Storage on UploadThing (the hosted option, when UPLOADTHING_TOKEN is set). Our storage key is the object's customId,
 * so workflows and rows keep the same keys as on local storage. Objects are private: reads go through short-lived
 * signed URLs, and the app still streams media to the browser itself, behind its own signed URLs and owner checks.
 * UploadThing cannot append: resumable uploads are staged by tus on the app's disk and stored whole when complete.
 */
export function createUploadThingStorage(options: UploadThingStorageOptions): Storage {
  const api = new UTApi({
    token: options.token,
    ...(options.apiUrl ? { apiUrl: options.apiUrl } : {}),
    ...(options.ingestUrl ? { ingestUrl: options.ingestUrl } : {}),
    ...(options.ufsHost ? { ufsHost: options.ufsHost } : {}),
    ...(options.ufsAppIdLocation ? { ufsAppIdLocation: options.ufsAppIdLocation } : {}),
  } as ConstructorParameters<typeof UTApi>[0]);

  /** A signed URL to read the object stored under `key`, or null when there is none. */
  async function readUrl(key: string): Promise<string | null> {
    assertValidKey(key);
    const { data } = await api.getFileUrls(key, { keyType: 'customId' });
    const fileKey = data[0]?.key;
    if (!fileKey) return null;
    return (await api.generateSignedURL(fileKey, { expiresIn: 3600 })).ufsUrl;
  }

  async function fetchObject(key: string, range?: { start: number; end: number }): Promise<Response> {
    const url = await readUrl(key);
    if (!url) throw Object.assign(new Error(`no object ${key}`), { code: 'ENOENT' });
    const response = await fetch(url, range ? { headers: { range: `bytes=${range.start}-${range.end}` } } : {});
    if (!response.ok || !response.body) throw new Error(`reading ${key} from UploadThing failed: HTTP ${response.status}`);
    return response;
  }

  async function putBlob(key: string, blob: Blob) {
    assertValidKey(key);
    // A customId names one object: replacing means removing the old one first.
    await api.deleteFiles(key, { keyType: 'customId' });
    const result = await api.uploadFiles(new UTFile([blob], basename(key), { customId: key }));
    if (result.error) throw new Error(`storing ${key} on UploadThing failed: ${result.error.code} ${result.error.message}`);
    return { sizeBytes: blob.size };
  }

  async function put(key: string, body: Readable | Buffer) {
    const bytes = Buffer.isBuffer(body) ? body : Buffer.concat(await body.toArray());
    return putBlob(key, new Blob([new Uint8Array(bytes)]));
  }

  /** Every stored customId under `prefix` (UploadThing lists by page). */
  async function listKeys(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    for (let offset = 0; ; offset += 500) {
      const page = await api.listFiles({ limit: 500, offset });
      for (const file of page.files) if (file.customId && (file.customId === prefix || file.customId.startsWith(`${prefix}/`))) keys.push(file.customId);
      if (!page.hasMore) return keys;
    }
  }

  return {
    put,
    async append() {
      throw new Error('UploadThing storage cannot append: uploads are staged locally (tus) and stored whole');
    },
    async stat(key) {
      const url = await readUrl(key);
      if (!url) return null;
      const response = await fetch(url, { method: 'HEAD' });
      if (!response.ok) throw new Error(`stat of ${key} on UploadThing failed: HTTP ${response.status}`);
      return { sizeBytes: Number(response.headers.get('content-length')) };
    },
    stream(key, range) {
      const out = new PassThrough();
      fetchObject(key, range).then(
        (response) => Readable.fromWeb(response.body as WebReadableStream<Uint8Array>).pipe(out),
        (error: unknown) => out.destroy(error as Error),
      );
      return out;
    },
    async presignGet() {
      return null;
    },
    async delete(key) {
      assertValidKey(key);
      await api.deleteFiles(key, { keyType: 'customId' });
    },
    async deletePrefix(prefix) {
      assertValidKey(prefix);
      const keys = await listKeys(prefix);
      if (keys.length) await api.deleteFiles(keys, { keyType: 'customId' });
    },
    async fetchToLocal(key, scratchDir) {
      await mkdir(scratchDir, { recursive: true });
      // The whole key in the name ('~' never occurs in a key): two keys with one base name never overwrite each other.
      const path = join(scratchDir, key.replaceAll('/', '~'));
      const response = await fetchObject(key);
      await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), createWriteStream(path));
      return path;
    },
    async storeLocalFile(path, key) {
      // A Blob backed by the file: a large upload is streamed, never read into memory.
      await putBlob(key, await openAsBlob(path));
      await rm(path, { force: true });
    },
  };
}
