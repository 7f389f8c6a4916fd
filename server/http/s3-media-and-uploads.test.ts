import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as tus from 'tus-js-client';
import { openDatabase } from '../db/open-database';
import { createJobGateway } from '../temporal/job-gateway';
import { settleTemporalCalls } from '../../test/support/start-test-temporal';
import { startJobHarness, type JobHarness } from '../../test/support/job-harness';
import { makeTestClip } from '../../test/support/make-test-clip';
import { httpVisitor, tusMetadata, type HttpVisitor } from '../../test/support/http-visitor';
import { startFilesApp, type FilesApp } from '../../test/support/start-files-app';
import { startMinio, type TestMinio } from '../../test/support/start-minio';
import { createS3Storage, type S3Storage } from '../../temporal/activities/storage/s3-storage';
import { createStorage } from '../../temporal/activities/storage/create-storage';
import { readWorkerEnv } from '../../temporal/runtime/worker-env';
import { readAppConfig } from '../config';
import { text } from 'node:stream/consumers';

// tus-js-client's Node build has a file-backed URL store (the browser build uses localStorage); its types omit it.
const { FileUrlStorage } = tus as unknown as { FileUrlStorage: new (path: string) => NonNullable<tus.UploadOptions['urlStorage']> };

let minio: TestMinio;
let storage: S3Storage;
let harness: JobHarness;
let dir: string;
let stopWorkers: () => void;
let workersDone: Promise<unknown>;

beforeAll(async () => {
  minio = await startMinio();
  storage = createS3Storage(await minio.createBucket());
  // The cpu worker that probes uploads reads them from the bucket too.
  harness = await startJobHarness({ storage });
  dir = mkdtempSync(join(tmpdir(), 'kinora-s3-uploads-'));
  let release!: () => void;
  const stopped = new Promise<void>((r) => (release = r));
  stopWorkers = release;
  workersDone = harness.withWorkers(() => stopped, { gpuWorkers: false });
}, 120_000);

afterAll(async () => {
  if (harness) await settleTemporalCalls(harness.env);
  stopWorkers?.();
  await workersDone;
  await harness?.close();
  await minio?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const gateway = () => createJobGateway({ client: harness.env.client });
const bucketKeys = async () => ((await storage.client.send(new ListObjectsV2Command({ Bucket: storage.bucket }))).Contents ?? []).map((o) => o.Key!);

type Done = { status: number; body: { file: { id: string; status: string; width: number | null; sourceUrl: string; downloadUrl: string } } };

/** Uploads `bytes` with tus-js-client as the browser does; `onProgress` may stop the app mid-way. */
function tusUpload(app: FilesApp, v: HttpVisitor, bytes: Buffer, urlStore: string, onProgress?: (sent: number) => void) {
  let upload!: tus.Upload;
  const done = new Promise<Done>((resolve, reject) => {
    upload = new tus.Upload(bytes, {
      endpoint: `${app.base}/api/uploads`,
      headers: v.headers,
      metadata: { filename: 'holiday.mp4', filetype: 'video/mp4', toolId: 'video_sharpener' },
      chunkSize: 32 * 1024,
      retryDelays: null,
      urlStorage: new FileUrlStorage(urlStore),
      removeFingerprintOnSuccess: true,
      onProgress: (sent) => onProgress?.(sent),
      onSuccess: ({ lastResponse }) => resolve({ status: lastResponse.getStatus(), body: JSON.parse(lastResponse.getBody()) }),
      onError: reject,
    });
  });
  return { upload, done };
}

describe('uploads and media with S3 storage (MinIO)', () => {
  let app: FilesApp;
  let v: HttpVisitor;
  let bytes: Buffer;
  let uploaded: Done['body']['file'];
  beforeAll(async () => {
    app = await startFilesApp({ jobs: gateway(), dir: join(dir, 'app'), storage });
    v = await httpVisitor(app.base).start();
    bytes = readFileSync(makeTestClip(join(dir, 'a.mp4'), { durationS: 3, width: 320, height: 240 }));
  }, 120_000);
  afterAll(() => app?.close());

  it('stores a resumable upload under its key in the bucket, probes it from there and leaves nothing behind', async () => {
    const run = tusUpload(app, v, bytes, join(dir, 'urls-a.json'));
    run.upload.start();
    const { status, body } = await run.done;
    expect(status).toBe(200);
    expect(body.file).toMatchObject({ status: 'ready', width: 320 });
    uploaded = body.file;
    expect(await storage.stat(`uploads/${uploaded.id}/source`)).toEqual({ sizeBytes: bytes.length });
    // tus's objects (the upload, its .info and .part) are gone, and nothing was staged on the app's disk.
    expect((await bucketKeys()).filter((k) => k.startsWith(uploaded.id))).toEqual([]);
    expect(existsSync(app.uploadsDir) ? readdirSync(app.uploadsDir, { recursive: true }) : []).toEqual([]);
  });

  it('sends the owner, and only the owner, to a presigned URL of the bucket: ranges, type and download name', async () => {
    const response = await v.request(uploaded.sourceUrl);
    expect(response.status).toBe(302);
    const location = response.headers.get('location')!;
    expect(location.startsWith(`${minio.endpoint}/${storage.bucket}/uploads/${uploaded.id}/source?`)).toBe(true);
    expect(new URL(location).searchParams.get('X-Amz-Signature')).toBeTruthy();
    const media = await fetch(location);
    expect([media.status, media.headers.get('content-type')]).toEqual([200, 'video/mp4']);
    expect(Buffer.from(await media.arrayBuffer()).equals(bytes)).toBe(true);
    const ranged = await fetch(location, { headers: { range: 'bytes=4-11' } });
    expect([ranged.status, Buffer.from(await ranged.arrayBuffer()).equals(bytes.subarray(4, 12))]).toEqual([206, true]);
    // The presigned URL expires with the app's own URL (its exp, rounded to the hour), not later.
    const exp = Number(new URL(uploaded.sourceUrl, app.base).searchParams.get('exp'));
    const signed = new URL(location).searchParams;
    const signedAt = Date.parse(signed.get('X-Amz-Date')!.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
    expect(signedAt / 1000 + Number(signed.get('X-Amz-Expires'))).toBe(exp);

    const download = await v.request(uploaded.downloadUrl);
    const saved = await fetch(download.headers.get('location')!);
    expect(saved.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''holiday.mp4");

    // Another visitor with the same signed URL: not found, and no presigned URL is made for them.
    const stranger = await httpVisitor(app.base).start();
    const refused = await stranger.request(uploaded.sourceUrl);
    expect([refused.status, refused.headers.get('location')]).toEqual([404, null]);
    // An altered signature: refused before anything else.
    expect((await v.request(uploaded.sourceUrl.replace(/sig=[^&]+/, 'sig=forged'))).status).toBe(403);
  });

  it('lets the pages play media from the bucket (Content-Security-Policy)', async () => {
    const csp = (await v.request('/')).headers.get('content-security-policy')!;
    expect(csp).toContain(`media-src 'self' ${minio.endpoint}`);
    expect(csp).toContain(`img-src 'self' data: ${minio.endpoint}`);
  });
});

describe('the free-disk floor with S3 storage', () => {
  it('does not refuse uploads for this machine\'s disk, which they never touch', async () => {
    const app = await startFilesApp({ jobs: gateway(), dir: join(dir, 'floor'), storage, uploadReservationLimits: { perAddressBytes: 10 ** 9, totalBytes: 10 ** 10, minFreeDiskBytes: Number.MAX_SAFE_INTEGER } });
    try {
      const v = await httpVisitor(app.base).start();
      const created = await v.request('/api/uploads', { method: 'POST', headers: { ...v.headers, 'tus-resumable': '1.0.0', 'upload-length': '1000000', 'upload-metadata': tusMetadata({ filename: 'big.mp4' }) } });
      expect(created.status).toBe(201);
    } finally {
      await app.close();
    }
  });
});

describe('one storage configuration', () => {
  it('is the same bucket for the app and every worker, from the same S3_* variables', async () => {
    const env = { ...minio.env(storage.options), DATA_DIR: join(dir, 'nonexistent') };
    const fromApp = createStorage(readAppConfig(env).storage);
    const fromWorker = createStorage(readWorkerEnv(env).storage);
    await fromApp.put('uploads/shared/source', Buffer.from('one bucket'));
    expect(await text(fromWorker.stream('uploads/shared/source'))).toBe('one bucket');
    expect(fromApp.mediaOrigin).toBe(minio.endpoint);
  });
});

describe('an S3-staged upload across an app restart', () => {
  it('resumes on a new app process with another, empty data directory (nothing was on the first one\'s disk)', async () => {
    const pgliteDir = join(dir, 'shared-db');
    const first = await startFilesApp({ jobs: gateway(), db: await openDatabase({ kind: 'pglite', dataDir: pgliteDir }), dir: join(dir, 'first'), storage });
    const v = await httpVisitor(first.base).start();
    // Large enough for several 32 KiB chunks on each side of the restart.
    const bytes = readFileSync(makeTestClip(join(dir, 'b.mp4'), { durationS: 6, width: 640, height: 360 }));
    let stopping: Promise<void> | null = null;
    const run = tusUpload(first, v, bytes, join(dir, 'urls-b.json'), (sent) => {
      if (sent > bytes.length / 2 && !stopping) stopping = first.stopServer();
    });
    run.upload.start();
    await expect(run.done).rejects.toThrow();
    await stopping;
    await first.db.close();
    rmSync(join(dir, 'first'), { recursive: true, force: true });

    const second = await startFilesApp({ jobs: gateway(), db: await openDatabase({ kind: 'pglite', dataDir: pgliteDir }), dir: join(dir, 'second'), storage, port: first.port });
    try {
      const headers = { ...v.headers, 'tus-resumable': '1.0.0' };
      const offset = Number((await v.request(new URL(run.upload.url!).pathname, { method: 'HEAD', headers })).headers.get('upload-offset'));
      expect(offset).toBeGreaterThan(0);
      expect(offset).toBeLessThan(bytes.length);
      const done = new Promise<Done>((resolve, reject) => {
        run.upload.options.onSuccess = ({ lastResponse }) => resolve({ status: lastResponse.getStatus(), body: JSON.parse(lastResponse.getBody()) });
        run.upload.options.onError = reject;
        run.upload.options.onProgress = null;
      });
      const previous = await run.upload.findPreviousUploads();
      run.upload.resumeFromPreviousUpload(previous[0]!);
      run.upload.start();
      const { body } = await done;
      expect(body.file).toMatchObject({ status: 'ready', width: 640 });
      expect(Buffer.concat(await (await storage.stream(`uploads/${body.file.id}/source`)).toArray()).equals(bytes)).toBe(true);
    } finally {
      await second.close();
    }
  });
});
