import type { Storage } from './storage';
import { createLocalStorage } from './local-storage';
import { createS3Storage, type S3StorageOptions } from './s3-storage';
import { createUploadThingStorage } from './uploadthing-storage';

export interface StorageOptions {
  storageDir: string;
  uploadthingToken?: string;
  s3?: S3StorageOptions;
}

/**
 * The configured storage (temporal/runtime/storage-env.ts reads it from the environment): an S3 bucket when S3_BUCKET
 * is set, UploadThing when UPLOADTHING_TOKEN is, else a local directory (the embedded default).
 */
export function createStorage(options: StorageOptions): Storage {
  if (options.s3) return createS3Storage(options.s3);
  return options.uploadthingToken ? createUploadThingStorage({ token: options.uploadthingToken }) : createLocalStorage(options.storageDir);
}
