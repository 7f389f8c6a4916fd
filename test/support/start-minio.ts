import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { findTool } from '../../scripts/lib/find-temporal-cli';
import type { S3StorageOptions } from '../../temporal/activities/storage/s3-storage';
import { getFreePort } from './free-port';
import { waitFor } from './wait-for';

export interface TestMinio {
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** A new empty bucket and the storage options that reach it. */
  createBucket(): Promise<S3StorageOptions>;
  /** The same settings as environment variables (app and worker processes). */
  env(options: S3StorageOptions): Record<string, string>;
  /** SIGKILL, then the same server again on the same port and data (its objects kept). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * MinIO (a real S3-compatible server, built by scripts/ensure.sh --browser) on a free loopback port with a temporary
 * data directory; stop() ends it and removes the data. Once per test file.
 */
export async function startMinio(): Promise<TestMinio> {
  const [port, consolePort] = [await getFreePort(), await getFreePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'kinora-minio-'));
  const accessKeyId = 'kinoratest';
  const secretAccessKey = randomBytes(16).toString('hex');
  const launch = () => {
    const child = spawn(findTool('minio', 'MINIO_BIN'), ['server', dataDir, '--quiet', '--address', `127.0.0.1:${port}`, '--console-address', `127.0.0.1:${consolePort}`], {
      env: { ...process.env, MINIO_ROOT_USER: accessKeyId, MINIO_ROOT_PASSWORD: secretAccessKey, MINIO_BROWSER: 'off', MINIO_UPDATE: 'off', MINIO_CI_CD: '1' },
      stdio: 'ignore',
    });
    return { child, exited: new Promise<void>((resolve) => child.once('exit', () => resolve())) };
  };
  let running = launch();
  const endpoint = `http://127.0.0.1:${port}`;
  const ready = () => waitFor(() => fetch(`${endpoint}/minio/health/ready`).then((r) => r.ok, () => false), (ok) => ok, 60_000, 100);
  await ready();
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId, secretAccessKey } });
  return {
    endpoint,
    accessKeyId,
    secretAccessKey,
    async createBucket() {
      const bucket = `kinora-${randomUUID().slice(0, 8)}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return { bucket, region: 'us-east-1', endpoint, accessKeyId, secretAccessKey, forcePathStyle: true };
    },
    env(options) {
      return { S3_BUCKET: options.bucket, S3_REGION: options.region, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey, S3_FORCE_PATH_STYLE: 'true' };
    },
    async restart() {
      running.child.kill('SIGKILL');
      await running.exited;
      running = launch();
      await ready();
    },
    async stop() {
      client.destroy();
      running.child.kill('SIGTERM');
      await running.exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
