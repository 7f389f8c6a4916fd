import { z } from 'zod';
import type { StorageOptions } from '../activities/storage/create-storage';
import { getStorageDir } from './get-storage-dir';

/** An empty value counts as unset (an operator blanking a variable in a compose file). */
const blankAsUnset = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema);
const optional = () => blankAsUnset(z.string().trim().optional());

/**
 * The storage variables, declared once: the app (server/config.ts) and every worker (worker-env.ts) spread this shape
 * into their own schema and build their storage with `getStorageOptions`, so no process can pick another store.
 */
export const STORAGE_ENV_SHAPE = {
  /** Local media storage (shared with the app); resolved from DATA_DIR when unset. */
  STORAGE_DIR: z.string().optional(),
  /** Media on UploadThing instead of STORAGE_DIR (the same token as the app's). */
  UPLOADTHING_TOKEN: z.string().optional(),
  /** Media in an S3-compatible bucket (set on the app and every worker): the bucket selects S3 storage. */
  S3_BUCKET: optional(),
  /** The S3-compatible server (e.g. http://minio:9000); unset: AWS S3 in S3_REGION. */
  S3_ENDPOINT: blankAsUnset(z.string().trim().pipe(z.url()).optional()),
  /** The endpoint as browsers reach it (presigned media URLs), when it is not S3_ENDPOINT. */
  S3_PUBLIC_ENDPOINT: blankAsUnset(z.string().trim().pipe(z.url()).optional()),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** Both or neither; unset, the AWS SDK's default chain (environment, instance or task role) provides them. */
  S3_ACCESS_KEY_ID: optional(),
  S3_SECRET_ACCESS_KEY: optional(),
  /** true for MinIO and most self-hosted servers (bucket in the path, not in the host name). */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
};

const StorageEnvSchema = z.object(STORAGE_ENV_SHAPE);
type StorageEnv = z.output<typeof StorageEnvSchema>;

/** The combinations that make no sense, as schema issues naming the variable to fix. */
export function checkStorageEnv(env: StorageEnv, ctx: z.RefinementCtx): void {
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({ code: 'custom', path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'], message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together (or neither)' });
  }
  if (env.S3_BUCKET && env.UPLOADTHING_TOKEN) {
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'choose one storage: S3_BUCKET or UPLOADTHING_TOKEN, not both' });
  }
  if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID)) {
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'S3_ENDPOINT or S3 credentials are set but S3_BUCKET is not (media would silently stay on local storage)' });
  }
}

/** Which storage the variables select, and its settings. */
export function getStorageOptions(env: StorageEnv & { DATA_DIR?: string | undefined }): StorageOptions {
  return {
    storageDir: getStorageDir(env),
    ...(env.UPLOADTHING_TOKEN ? { uploadthingToken: env.UPLOADTHING_TOKEN } : {}),
    ...(env.S3_BUCKET
      ? {
          s3: {
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
            ...(env.S3_PUBLIC_ENDPOINT ? { publicEndpoint: env.S3_PUBLIC_ENDPOINT } : {}),
            ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : {}),
            forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
          },
        }
      : {}),
  };
}
