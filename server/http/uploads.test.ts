import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as tus from 'tus-js-client';
import { openDatabase } from '../db/open-database';
import { createJobGateway } from '../temporal/job-gateway';
import { settleTemporalCalls } from '../../test/support/start-test-temporal';
import { startJobHarness, type JobHarness } from '../../test/support/job-harness';
import { makeTestClip } from '../../test/support/make-test-clip';
import { httpVisitor, tusMetadata, type HttpVisitor } from '../../test/support/http-visitor';
import { startFilesApp, type FilesApp } from '../../test/support/start-files-app';

// tus-js-client's Node build has a file-backed URL store (the browser build uses localStorage); its types omit it.
const { FileUrlStorage } = tus as unknown as { FileUrlStorage: new (path: string) => NonNullable<tus.UploadOptions['urlStorage']> };

let harness: JobHarness;
let dir: string;
let stopWorkers: () => void;
let workersDone: Promise<unknown>;

beforeAll(async () => {
  harness = await startJobHarness();
  dir = mkdtempSync(join(tmpdir(), 'kinora-uploads-'));
  let release!: () => void;
  const stopped = new Promise<void>((r) => (release = r));
  stopWorkers = release;
  // Finished uploads are probed by ffprobe on the cpu queue, as in production.
  workersDone = harness.withWorkers(() => stopped, { gpuWorkers: false });
});

afterAll(async () => {
  // The apps closed in their describe blocks; their requests' Temporal calls are answered while the workers still run.
  if (harness) await settleTemporalCalls(harness.env);
  stopWorkers?.();
  await workersDone;
  await harness?.close();
  rmSync(dir, { recursive: true, force: true });
});

const clip = (name: string) => readFileSync(makeTestClip(join(dir, name), { durationS: 4, width: 320, height: 240 }));
const gateway = () => createJobGateway({ client: harness.env.client });

interface UploadRun {
  upload: tus.Upload;
  done: Promise<{ status: number; body: { file: { id: string; status: string; width: number | null; errorCode: string | null }; error?: { code: string } } }>;
  progress: number[];
  /** Upload-Offset of every PATCH sent, and the methods of every request, in order. */
  patchOffsets: number[];
  methods: string[];
}

/** Uploads `bytes` with tus-js-client as the browser does, remembering upload URLs in `urlStore`. */
function tusUpload(app: FilesApp, v: HttpVisitor, bytes: Buffer, options: { urlStore: string; chunkSize?: number; onProgress?: (sent: number, upload: tus.Upload) => void }): UploadRun {
  const run = { progress: [] as number[], patchOffsets: [] as number[], methods: [] as string[] } as UploadRun;
  run.done = new Promise((resolve, reject) => {
    run.upload = new tus.Upload(bytes, {
      endpoint: `${app.base}/api/uploads`,
      headers: v.headers,
      metadata: { filename: 'holiday.mp4', filetype: 'video/mp4', toolId: 'video_sharpener' },
      chunkSize: options.chunkSize ?? Infinity,
      retryDelays: null,
      urlStorage: new FileUrlStorage(options.urlStore),
      removeFingerprintOnSuccess: true,
      onBeforeRequest(req) {
        run.methods.push(req.getMethod());
        if (req.getMethod() === 'PATCH') run.patchOffsets.push(Number(req.getHeader('Upload-Offset')));
      },
      onProgress(sent) {
        run.progress.push(sent);
        options.onProgress?.(sent, run.upload);
      },
      onSuccess: ({ lastResponse }) => resolve({ status: lastResponse.getStatus(), body: JSON.parse(lastResponse.getBody()) }),
      onError: reject,
    });
  });
  return run;
}

/** Resumes a previous upload of the same bytes from the URL store, as the upload client does after a failure. */
async function resume(run: UploadRun) {
  const previous = await run.upload.findPreviousUploads();
  expect(previous).toHaveLength(1);
  run.upload.resumeFromPreviousUpload(previous[0]!);
  // As the page's client does (web/upload/upload-file.ts): a 409 (the server's offset moved on after the HEAD, as the
  // dropped request's last bytes landed) is answered by asking again, not by failing.
  run.upload.options.retryDelays = [250, 1000, 3000];
  run.upload.start();
  return run.done;
}

const head = async (app: FilesApp, v: HttpVisitor, url: string) =>
  Number((await v.request(new URL(url, app.base).pathname, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0' } })).headers.get('upload-offset'));

describe('resumable uploads (tus)', () => {
  let app: FilesApp;
  beforeAll(async () => {
    app = await startFilesApp({ jobs: gateway(), dir: join(dir, 'app'), storageDir: harness.storageDir, maxUploadBytes: 2 * 1024 ** 3 });
  });
  afterAll(() => app?.close());

  it('uploads with progress and answers with the probed file', async () => {
    const v = await httpVisitor(app.base).start();
    const bytes = clip('a.mp4');
    const run = tusUpload(app, v, bytes, { urlStore: join(dir, 'urls-a.json'), chunkSize: 64 * 1024 });
    run.upload.start();
    const { status, body } = await run.done;
    expect(status).toBe(200);
    expect(body.file).toMatchObject({ status: 'ready', width: 320, height: 240, errorCode: null });
    expect(run.progress.at(-1)).toBe(bytes.length);
    expect(new Set(run.progress).size).toBeGreaterThan(3);
    const stored = await harness.db.prisma.file.findUnique({ where: { id: body.file.id } });
    expect(stored).toBeNull(); // the harness database is not the app's: the row lives in the app's
    const row = await app.db.prisma.file.findUniqueOrThrow({ where: { id: body.file.id } });
    expect(Number(row.sizeBytes)).toBe(bytes.length);
    expect(await app.storage.stat(row.storageKey)).toEqual({ sizeBytes: bytes.length });
    // Nothing is left in the staging directory once the upload is in storage.
    expect(existsSync(join(app.uploadsDir, body.file.id))).toBe(false);
    expect(existsSync(join(app.uploadsDir, `${body.file.id}.json`))).toBe(false);
  });

  it('resumes an aborted upload from the server\'s offset', async () => {
    const v = await httpVisitor(app.base).start();
    const bytes = clip('b.mp4');
    let dropped = false;
    const run = tusUpload(app, v, bytes, {
      urlStore: join(dir, 'urls-b.json'),
      chunkSize: 32 * 1024,
      // The connection drops (once) a little past the middle.
      onProgress: (sent, upload) => {
        if (sent > bytes.length / 2 && !dropped) {
          dropped = true;
          void upload.abort();
        }
      },
    });
    run.upload.start();
    await expect.poll(() => run.upload.url !== null && run.patchOffsets.length > 0).toBe(true);
    // The server may still be writing the bytes the dropped request had sent: wait until its offset stops moving.
    let offset = await head(app, v, run.upload.url!);
    for (let previous = -1; offset !== previous; ) {
      previous = offset;
      await new Promise((r) => setTimeout(r, 300));
      offset = await head(app, v, run.upload.url!);
    }
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThan(bytes.length);

    run.patchOffsets = [];
    run.methods = [];
    const { body } = await resume(run);
    // No new upload: the client asked the server where it was and went on from there.
    expect(run.methods[0]).toBe('HEAD');
    expect(run.methods).not.toContain('POST');
    expect(run.patchOffsets[0]).toBe(offset);
    expect(body.file).toMatchObject({ status: 'ready', width: 320 });
  });

  it('refuses an upload over the tool\'s limit before any byte is stored', async () => {
    const v = await httpVisitor(app.base).start();
    const created = await v.request('/api/uploads', {
      method: 'POST',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': String(1024 ** 3 + 1), 'upload-metadata': tusMetadata({ filename: 'big.mp4', toolId: 'video_sharpener' }) },
    });
    expect(created.status).toBe(413);
    expect(await created.json()).toMatchObject({ error: { code: 'file_too_large', params: { maxBytes: 1024 ** 3 } } });
    const overCap = await v.request('/api/uploads', { method: 'POST', headers: { 'tus-resumable': '1.0.0', 'upload-length': String(2 * 1024 ** 3 + 1) } });
    expect(overCap.status).toBe(413);
    expect(await overCap.json()).toMatchObject({ error: { code: 'upload_too_large' } });
    // An upload whose length is not declared cannot be checked, so it is not accepted.
    expect((await v.request('/api/uploads', { method: 'POST', headers: { 'tus-resumable': '1.0.0', 'upload-defer-length': '1' } })).status).toBe(400);
    expect(await app.db.prisma.file.count({ where: { name: 'big.mp4' } })).toBe(0);
  });

  it('stops an upload that sends more than it declared, without filling the disk', async () => {
    const v = await httpVisitor(app.base).start();
    const declared = 64 * 1024;
    const created = await v.request('/api/uploads', { method: 'POST', headers: { 'tus-resumable': '1.0.0', 'upload-length': String(declared) } });
    const location = created.headers.get('location')!;
    const id = location.split('/').pop()!;
    // A client streams 200 MB (no Content-Length: chunked) into the 64 KiB upload.
    let pulled = 0;
    const flood = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 200 * 1024 * 1024) return controller.close();
        pulled += 256 * 1024;
        controller.enqueue(new Uint8Array(256 * 1024));
      },
    });
    const response = await v
      .request(location, {
        method: 'PATCH',
        headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        body: flood,
        duplex: 'half',
      } as RequestInit)
      .catch((error: unknown) => error);
    // The server answers 413 (or cuts the connection, which the client sees as an error) as soon as the limit passes.
    if (response instanceof Response) expect(response.status).toBe(413);
    expect(statSync(join(app.uploadsDir, id)).size).toBeLessThanOrEqual(declared);
    expect(pulled).toBeLessThan(200 * 1024 * 1024);
    // A declared length too large for the body is refused before reading it.
    const overrun = await v.request(location, {
      method: 'PATCH',
      headers: { 'tus-resumable': '1.0.0', 'upload-offset': String(await head(app, v, location)), 'content-type': 'application/offset+octet-stream' },
      body: new Uint8Array(declared + 1),
    });
    expect(overrun.status).toBe(413);
    expect(await overrun.json()).toMatchObject({ error: { code: 'upload_too_large' } });
    expect(statSync(join(app.uploadsDir, id)).size).toBeLessThanOrEqual(declared);
  });

  it.each([
    ['a text file', () => Buffer.from('definitely not a video\n'), 'media_not_a_video'],
    ['a truncated MP4 (its index cut off)', () => clip('c.mp4').subarray(0, 20_000), 'media_unreadable'],
    ['an audio-only file', () => {
      const path = join(dir, 'tone.m4a');
      execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '2', path]);
      return readFileSync(path);
    }, 'media_no_video_stream'],
  ])('checks the content of %s with ffprobe, keeping the file record with its error code', async (_label, bytes, code) => {
    const v = await httpVisitor(app.base).start();
    const run = tusUpload(app, v, bytes(), { urlStore: join(dir, `urls-${code}.json`) });
    run.upload.start();
    const { body } = await run.done;
    expect(body).toMatchObject({ error: { code }, file: { status: 'failed', errorCode: code } });
    expect((await v.trpc.files.get.query({ fileId: body.file.id })).errorCode).toBe(code);
  });
});

describe('an upload across an app restart', () => {
  it('resumes after the app process stopped mid-upload and started again on the same data', async () => {
    const dataDir = join(dir, 'restart');
    const pgliteDir = join(dataDir, 'pglite');
    const first = await startFilesApp({ jobs: gateway(), db: await openDatabase({ kind: 'pglite', dataDir: pgliteDir }), dir: dataDir, storageDir: harness.storageDir });
    const v = httpVisitor(first.base);
    await v.start();
    const bytes = clip('d.mp4');
    let stopping: Promise<void> | null = null;
    const run = tusUpload(first, v, bytes, {
      urlStore: join(dir, 'urls-restart.json'),
      chunkSize: 32 * 1024,
      // The app goes down in the middle of the upload, connections and all.
      onProgress: (sent) => {
        if (sent > bytes.length / 2 && !stopping) stopping = first.stopServer();
      },
    });
    run.upload.start();
    await expect(run.done).rejects.toThrow();
    await stopping;
    await first.db.close();

    // A new app process: the database reopened from disk, a fresh tus server over the same staging directory.
    const second = await startFilesApp({ jobs: gateway(), db: await openDatabase({ kind: 'pglite', dataDir: pgliteDir }), dir: dataDir, storageDir: harness.storageDir, port: first.port });
    try {
      const offset = await head(second, v, run.upload.url!);
      expect(offset).toBeGreaterThan(0);
      expect(offset).toBeLessThan(bytes.length);
      run.methods = [];
      run.patchOffsets = [];
      run.done = new Promise((resolve, reject) => {
        run.upload.options.onSuccess = ({ lastResponse }) => resolve({ status: lastResponse.getStatus(), body: JSON.parse(lastResponse.getBody()) });
        run.upload.options.onError = reject;
      });
      const { body } = await resume(run);
      expect(run.methods).not.toContain('POST');
      expect(run.patchOffsets[0]).toBe(offset);
      expect(body.file).toMatchObject({ status: 'ready', width: 320, height: 240 });
      expect(await second.storage.stat(`uploads/${body.file.id}/source`)).toEqual({ sizeBytes: bytes.length });
    } finally {
      await second.close();
    }
  });
});
