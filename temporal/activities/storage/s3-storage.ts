import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough, Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  UploadPartCopyCommand,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertValidKey, type Storage } from './storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, Ceph, R2...); unset: AWS S3 itself. */
  endpoint?: string;
  /** The endpoint as browsers reach it, when it differs from the one the processes use (presigned URLs). */
  publicEndpoint?: string;
  /** Both or neither: unset, the SDK's default chain (environment, instance role...) provides credentials. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `http://host/bucket/key` rather than `http://bucket.host/key` (MinIO and most self-hosted servers). */
  forcePathStyle?: boolean;
  /** Multipart part size for large objects (S3's minimum is 5 MiB). */
  partSizeBytes?: number;
}

/** S3's own limits: one CopyObject copies at most 5 GiB, and a multipart part is 5 MiB to 5 GiB. */
const MAX_SINGLE_COPY_BYTES = 5 * 1024 ** 3;
const COPY_PART_BYTES = 1024 ** 3;
export const DEFAULT_PART_SIZE_BYTES = 16 * 1024 ** 2;

export interface S3Storage extends Storage {
  readonly kind: 's3';
  readonly bucket: string;
  readonly client: S3Client;
  readonly options: S3StorageOptions;
  /**
   * Moves an object written outside our key scheme (tus's upload object at the bucket's root) to `key`: a server-side
   * copy (multipart above 5 GiB), then the original is deleted. The bytes never pass through this process.
   */
  adopt(rawKey: string, key: string): Promise<void>;
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/** The SDK client's settings for these options (the storage's, and tus's S3 store's for uploads). */
export function getS3ClientConfig(options: S3StorageOptions, endpoint = options.endpoint): S3ClientConfig {
  return {
    region: options.region,
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    ...(options.accessKeyId && options.secretAccessKey ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } } : {}),
    // Checksums on every request are new in SDK 3.7xx; several S3-compatible servers refuse them on presigned reads.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/**
 * Storage in an S3-compatible bucket: every process (app replicas, workers on other machines) sees the same objects
 * and nobody reads another machine's disk. Large objects go up in parallel multipart parts; reads take byte ranges;
 * browsers fetch media straight from the bucket through presigned URLs (the app checks the owner first). S3 cannot
 * append: resumable uploads go through tus's own S3 store (server/http/upload-staging.ts).
 */
export function createS3Storage(options: S3StorageOptions): S3Storage {
  const client = new S3Client(getS3ClientConfig(options));
  const presignClient = options.publicEndpoint ? new S3Client(getS3ClientConfig(options, options.publicEndpoint)) : client;
  const Bucket = options.bucket;
  const partSize = options.partSizeBytes ?? DEFAULT_PART_SIZE_BYTES;

  async function upload(key: string, body: Readable | Buffer): Promise<number> {
    assertValidKey(key);
    let sizeBytes = 0;
    // Counted as it streams: the size is known without reading the object back.
    const counted = Buffer.isBuffer(body)
      ? ((sizeBytes = body.length), body)
      : body.pipe(new Transform({ transform(chunk: Buffer, _encoding, done) { sizeBytes += chunk.length; done(null, chunk); } }));
    if (!Buffer.isBuffer(body)) body.on('error', (error) => (counted as Transform).destroy(error));
    await new Upload({ client, params: { Bucket, Key: key, Body: counted }, partSize, queueSize: 4, leavePartsOnError: false }).done();
    return sizeBytes;
  }

  async function head(key: string) {
    assertValidKey(key);
    try {
      return await client.send(new HeadObjectCommand({ Bucket, Key: key }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function getBody(key: string, range?: { start: number; end: number }): Promise<Readable> {
    assertValidKey(key);
    try {
      const response = await client.send(new GetObjectCommand({ Bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }));
      return response.Body as Readable;
    } catch (error) {
      if (isMissing(error)) throw Object.assign(new Error(`no object ${key}`), { code: 'ENOENT' });
      throw error;
    }
  }

  async function deleteKeys(keys: string[]) {
    for (let i = 0; i < keys.length; i += 1000) {
      const result = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true } }));
      if (result.Errors?.length) throw new Error(`deleting ${result.Errors.length} objects failed: ${result.Errors[0]?.Code} ${result.Errors[0]?.Message}`);
    }
  }

  async function copy(from: string, to: string, sizeBytes: number) {
    const CopySource = `${Bucket}/${from}`;
    if (sizeBytes <= MAX_SINGLE_COPY_BYTES) {
      await client.send(new CopyObjectCommand({ Bucket, Key: to, CopySource }));
      return;
    }
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key: to }));
    const parts = [];
    for (let start = 0, PartNumber = 1; start < sizeBytes; start += COPY_PART_BYTES, PartNumber++) {
      const end = Math.min(start + COPY_PART_BYTES, sizeBytes) - 1;
      const part = await client.send(new UploadPartCopyCommand({ Bucket, Key: to, UploadId, PartNumber, CopySource, CopySourceRange: `bytes=${start}-${end}` }));
      parts.push({ PartNumber, ETag: part.CopyPartResult?.ETag });
    }
    await client.send(new CompleteMultipartUploadCommand({ Bucket, Key: to, UploadId, MultipartUpload: { Parts: parts } }));
  }

  return {
    kind: 's3',
    bucket: Bucket,
    options,
    mediaOrigin: getPresignedOrigin(options),
    client,
    async put(key, body) {
      return { sizeBytes: await upload(key, body) };
    },
    async append() {
      throw new Error('S3 storage cannot append: resumable uploads go through tus\'s S3 store');
    },
    async stat(key) {
      const found = await head(key);
      return found ? { sizeBytes: Number(found.ContentLength ?? 0) } : null;
    },
    stream(key, range) {
      const out = new PassThrough();
      getBody(key, range).then(
        (body) => {
          body.on('error', (error) => out.destroy(error));
          body.pipe(out);
        },
        (error: unknown) => out.destroy(error as Error),
      );
      return out;
    },
    async presignGet(key, { expiresAt, contentType, downloadName, now = new Date() }) {
      assertValidKey(key);
      // Signed as of the start of the hour: the same object gets the same URL for an hour (the browser's cache and
      // player keep it), valid until the app's own URL expires.
      const signingDate = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
      const expiresIn = Math.max(1, Math.floor((expiresAt.getTime() - signingDate.getTime()) / 1000));
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ...(contentType ? { ResponseContentType: contentType } : {}),
        ...(downloadName ? { ResponseContentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent(downloadName)}` } : {}),
      });
      return getSignedUrl(presignClient, command, { expiresIn, signingDate });
    },
    async delete(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async deletePrefix(prefix) {
      assertValidKey(prefix);
      const keys = [prefix];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: `${prefix}/`, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      await deleteKeys(keys);
    },
    async fetchToLocal(key, scratchDir) {
      await mkdir(scratchDir, { recursive: true });
      // The whole key in the name ('~' never occurs in a key): two keys with one base name never overwrite each other.
      const path = join(scratchDir, key.replaceAll('/', '~'));
      const partial = `${path}.partial-${process.pid}-${Math.random().toString(36).slice(2)}`;
      try {
        await pipeline(await getBody(key), createWriteStream(partial));
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return path;
    },
    async storeLocalFile(path, key) {
      await upload(key, createReadStream(path));
      await rm(path, { force: true });
    },
    async adopt(rawKey, key) {
      const found = await head(rawKey);
      if (!found) throw Object.assign(new Error(`no object ${rawKey}`), { code: 'ENOENT' });
      assertValidKey(key);
      await copy(rawKey, key, Number(found.ContentLength ?? 0));
      await client.send(new DeleteObjectCommand({ Bucket, Key: rawKey }));
    },
  };
}

/** The origin of presigned URLs: the public endpoint's, with the bucket in the host name unless path-style. */
export function getPresignedOrigin(options: S3StorageOptions): string {
  const endpoint = new URL(options.publicEndpoint ?? options.endpoint ?? `https://s3.${options.region}.amazonaws.com`);
  return options.forcePathStyle ? endpoint.origin : `${endpoint.protocol}//${options.bucket}.${endpoint.host}`;
}

/** Whether the configured storage is an S3 bucket (uploads are then staged in it too). */
export function isS3Storage(storage: Storage): storage is S3Storage {
  return (storage as Partial<S3Storage>).kind === 's3';
}
