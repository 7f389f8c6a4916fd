import { join } from 'node:path';
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore } from '@tus/utils';
import type { Storage } from '../../temporal/activities/storage/storage';
import { getS3ClientConfig, isS3Storage } from '../../temporal/activities/storage/s3-storage';

/** tus's multipart part size in the bucket (S3's minimum is 5 MiB; smaller chunks wait in an incomplete part). */
const S3_UPLOAD_PART_BYTES = 8 * 1024 ** 2;

export interface UploadStaging {
  /** Where tus keeps unfinished uploads and their offsets. */
  datastore: DataStore;
  /** Moves a finished upload into storage under `key` and forgets its tus bookkeeping. */
  storeFinished(uploadId: string, key: string): Promise<void>;
}

/**
 * Where unfinished uploads live. With an S3 bucket, tus writes them into the bucket itself (parts, offsets and metadata
 * are objects there): any app replica, or the app after a restart on another machine, resumes them, and a finished
 * upload moves to its key by a server-side copy. Otherwise they are staged on this app's disk (`uploadsDir`) and
 * stored whole when complete.
 */
export function createUploadStaging(storage: Storage, uploadsDir: string): UploadStaging {
  if (isS3Storage(storage)) {
    const datastore = new S3Store({ partSize: S3_UPLOAD_PART_BYTES, s3ClientConfig: { bucket: storage.bucket, ...getS3ClientConfig(storage.options) } });
    return {
      datastore,
      async storeFinished(uploadId, key) {
        await storage.adopt(uploadId, key);
        // tus's `<id>.info` (its offset and metadata): the upload is done, a HEAD for it now finds nothing.
        await storage.client.send(new DeleteObjectCommand({ Bucket: storage.bucket, Key: `${uploadId}.info` }));
      },
    };
  }
  const datastore = new FileStore({ directory: uploadsDir });
  return {
    datastore,
    async storeFinished(uploadId, key) {
      await storage.storeLocalFile(join(uploadsDir, uploadId), key);
      await datastore.configstore.delete(uploadId);
    },
  };
}
