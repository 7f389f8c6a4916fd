import type { Readable } from 'node:stream';

/**
 * Where media lives. Workflows and the database hold keys (`uploads/<fileId>/source`), never paths, so a shared
 * object store can replace the local directory without a code change.
 */
export interface Storage {
  /** Writes a whole object from a stream (replacing it). */
  put(key: string, body: Readable | Buffer): Promise<{ sizeBytes: number }>;
  /** Appends bytes at `offset`, which must equal the current size (resumable uploads). Returns the new size. */
  append(key: string, offset: number, body: Readable): Promise<number>;
  /** Size of an object, or null when it does not exist. */
  stat(key: string): Promise<{ sizeBytes: number } | null>;
  /** Streams an object, or the inclusive byte range [start, end] of it (HTTP range requests). */
  stream(key: string, range?: { start: number; end: number }): Readable;
  /**
   * A presigned URL a browser can fetch the object from directly until `expiresAt`, served as `contentType` (and as a
   * download named `downloadName`), or null when the app streams the object itself (local storage, UploadThing). The
   * caller checks who may see the object first: the URL is a bearer token.
   */
  presignGet(key: string, options: PresignGetOptions): Promise<string | null>;
  /** The origin presigned URLs point at (the pages' Content-Security-Policy allows media from it); unset: none. */
  readonly mediaOrigin?: string;
  delete(key: string): Promise<void>;
  /** Deletes every object whose key is `prefix` or starts with `prefix/` (a job's segments and outputs). */
  deletePrefix(prefix: string): Promise<void>;
  /** A local file path for ffmpeg to read: the object itself on local storage, else a copy in `scratchDir`. */
  fetchToLocal(key: string, scratchDir: string): Promise<string>;
  /** Stores a local file under `key` (moves it when possible). */
  storeLocalFile(path: string, key: string): Promise<void>;
}

export interface PresignGetOptions {
  expiresAt: Date;
  contentType?: string;
  downloadName?: string;
  now?: Date;
}

/** Storage keys are slash-separated segments of safe characters: nothing can climb out of the storage root. */
export function assertValidKey(key: string): void {
  if (!/^[a-zA-Z0-9_-]+(\/[a-zA-Z0-9_.-]+)*$/.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`invalid storage key: ${key}`);
  }
}
