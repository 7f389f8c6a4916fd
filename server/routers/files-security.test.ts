import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageKeys } from '../../temporal/activities/storage/storage-keys';
import { createMediaUrls } from '../http/media-urls';
import { domainErrorOf, httpVisitor, tusMetadata, type HttpVisitor } from '../../test/support/http-visitor';
import { startFilesApp, TEST_MEDIA_URL_SECRET, type FilesApp } from '../../test/support/start-files-app';
import { openDatabase } from '../db/open-database';
import { createTestDatabase } from '../../test/support/postgres-test-database';

let app: FilesApp;
beforeAll(async () => {
  app = await startFilesApp({ maxUploadBytes: 2 * 1024 ** 3 });
});
afterAll(() => app?.close());

async function visitor(): Promise<HttpVisitor & { userId: string }> {
  const v = await httpVisitor(app.base).start();
  const { userId } = (await (await v.request('/api/session', { method: 'POST' })).json()) as { userId: string };
  return Object.assign(v, { userId });
}

/** A ready file of `userId` with `bytes` in storage, as a finished, probed upload leaves it. */
async function seedFile(userId: string, options: { name?: string; kind?: 'upload' | 'output' | 'image'; bytes?: Buffer; createdAt?: Date; sourceJobId?: string } = {}) {
  const id = randomUUID();
  const bytes = options.bytes ?? Buffer.from(`video bytes of ${id}`);
  const storageKey = options.kind === 'output' ? storageKeys.output(options.sourceJobId ?? randomUUID(), 'final') : storageKeys.upload(id);
  await app.storage.put(storageKey, bytes);
  await app.db.prisma.file.create({
    data: {
      id, userId, name: options.name ?? 'clip.mp4', storageKey, kind: options.kind ?? 'upload', sourceJobId: options.sourceJobId ?? null, status: 'ready',
      sizeBytes: BigInt(bytes.length), receivedBytes: BigInt(bytes.length), durationS: 2, width: 64, height: 64, fps: 25, hasAudio: false,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    },
  });
  return { id, storageKey, bytes };
}

async function createJob(userId: string, fileId: string, status: string, options: Record<string, unknown> = {}) {
  const id = randomUUID();
  await app.db.prisma.job.create({ data: { id, userId, fileId, toolId: 'video_sharpener', plan: 'basic', status, rangeStartS: 0, rangeEndS: 1, options: options as object } });
  return id;
}

function tusCreate(v: HttpVisitor, sizeBytes: number, meta: Record<string, string> = { filename: 'clip.mp4' }) {
  return v.request('/api/uploads', { method: 'POST', headers: { 'tus-resumable': '1.0.0', 'upload-length': String(sizeBytes), 'upload-metadata': tusMetadata(meta) } });
}

describe('another user cannot reach my files', () => {
  it('through any files or projects procedure', async () => {
    const a = await visitor();
    const b = await visitor();
    const file = await seedFile(a.userId, { name: 'mine.mp4' });
    const project = await a.trpc.projects.create.mutate({ name: 'Trip' });
    await a.trpc.projects.addFile.mutate({ projectId: project.id, fileId: file.id });

    for (const kind of ['all', 'upload', 'output'] as const) {
      expect((await a.trpc.files.list.query({ kind, page: 1 })).files.map((f) => f.id)).toEqual(kind === 'output' ? [] : [file.id]);
      expect((await b.trpc.files.list.query({ kind, page: 1 })).files).toEqual([]);
    }
    expect(await domainErrorOf(b.trpc.files.get.query({ fileId: file.id }))).toMatchObject({ code: 'file_not_found' });
    expect(await domainErrorOf(b.trpc.files.rename.mutate({ fileId: file.id, name: 'stolen.mp4' }))).toMatchObject({ code: 'file_not_found' });
    expect(await domainErrorOf(b.trpc.files.delete.mutate({ fileId: file.id }))).toMatchObject({ code: 'file_not_found' });
    expect(await domainErrorOf(b.trpc.projects.get.query({ projectId: project.id }))).toMatchObject({ code: 'project_not_found' });
    expect(await domainErrorOf(b.trpc.projects.rename.mutate({ projectId: project.id, name: 'x' }))).toMatchObject({ code: 'project_not_found' });
    expect(await domainErrorOf(b.trpc.projects.delete.mutate({ projectId: project.id }))).toMatchObject({ code: 'project_not_found' });
    expect(await domainErrorOf(b.trpc.projects.removeFile.mutate({ projectId: project.id, fileId: file.id }))).toMatchObject({ code: 'project_not_found' });
    expect((await b.trpc.projects.list.query({ page: 1 })).projects).toEqual([]);
    const bProject = await b.trpc.projects.create.mutate({ name: 'Mine now' });
    expect(await domainErrorOf(b.trpc.projects.addFile.mutate({ projectId: bProject.id, fileId: file.id }))).toMatchObject({ code: 'file_not_found' });
    // Uploading into someone else's project is refused before any byte.
    const intoTheirs = await tusCreate(b, 10, { filename: 'x.mp4', projectId: project.id });
    expect(intoTheirs.status).toBe(404);
    expect(await intoTheirs.json()).toMatchObject({ error: { code: 'project_not_found' } });

    // Nothing changed for the owner.
    expect(await a.trpc.files.get.query({ fileId: file.id })).toMatchObject({ name: 'mine.mp4', projectId: project.id });
    expect((await a.trpc.projects.get.query({ projectId: project.id })).files.map((f) => f.id)).toEqual([file.id]);
    expect(await app.storage.stat(file.storageKey)).toEqual({ sizeBytes: file.bytes.length });
  });

  it('through a media URL, even a validly signed one', async () => {
    const a = await visitor();
    const b = await visitor();
    const file = await seedFile(a.userId, { bytes: Buffer.from('0123456789abcdef') });
    const { sourceUrl, downloadUrl } = await a.trpc.files.get.query({ fileId: file.id });
    const ranged = await a.request(sourceUrl, { headers: { range: 'bytes=2-5' } });
    expect(ranged.status).toBe(206);
    expect(await ranged.text()).toBe('2345');
    const download = await a.request(downloadUrl);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''clip.mp4`);

    expect((await b.request(sourceUrl)).status).toBe(404);
    expect((await b.request(downloadUrl)).status).toBe(404);
    expect((await fetch(app.base + sourceUrl)).status).toBe(401);
  });

  it('through a job\'s source URL (the before/after view\'s original), which serves the input\'s playable copy to its owner only', async () => {
    const a = await visitor();
    const b = await visitor();
    const file = await seedFile(a.userId, { name: 'holiday.mov', bytes: Buffer.from('original upload bytes') });
    const playableKey = storageKeys.output(randomUUID(), 'playable');
    await app.storage.put(playableKey, Buffer.from('playable copy bytes'));
    const jobId = await createJob(a.userId, file.id, 'completed');
    const sourceUrl = createMediaUrls(TEST_MEDIA_URL_SECRET).sign(`/media/jobs/${jobId}/source`);
    const original = await a.request(sourceUrl);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('video/quicktime');
    expect(await original.text()).toBe('original upload bytes');
    await app.db.prisma.file.update({ where: { id: file.id }, data: { playableKey } });
    const playable = await a.request(sourceUrl, { headers: { range: 'bytes=0-7' } });
    expect(playable.status).toBe(206);
    expect(playable.headers.get('content-type')).toBe('video/mp4');
    expect(await playable.text()).toBe('playable');

    expect((await b.request(sourceUrl)).status).toBe(404);
    expect((await fetch(app.base + sourceUrl)).status).toBe(401);
    expect((await a.request(`/media/jobs/${jobId}/source`)).status).toBe(403);
  });

  it('cannot see, resume or cancel my unfinished upload', async () => {
    const a = await visitor();
    const b = await visitor();
    const created = await tusCreate(a, 100);
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect(location).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
    const patch = (v: HttpVisitor, offset: number, body: Buffer) =>
      v.request(location, { method: 'PATCH', headers: { 'tus-resumable': '1.0.0', 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, body: new Uint8Array(body) });
    expect((await patch(a, 0, Buffer.alloc(40, 1))).status).toBe(204);

    expect((await b.request(location, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0' } })).status).toBe(404);
    expect((await patch(b, 40, Buffer.alloc(10, 2))).status).toBe(404);
    expect((await b.request(location, { method: 'DELETE', headers: { 'tus-resumable': '1.0.0' } })).status).toBe(404);
    expect((await fetch(app.base + location, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0' } })).status).toBe(404);

    const head = await a.request(location, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe('40');
    // The owner may cancel it: the upload and its file record go.
    expect((await a.request(location, { method: 'DELETE', headers: { 'tus-resumable': '1.0.0' } })).status).toBe(204);
    await expect.poll(() => app.db.prisma.file.count({ where: { id: location.split('/').pop()! } })).toBe(0);
  });
});

describe('signed media URLs', () => {
  it('answer 403 when expired, tampered with or unsigned', async () => {
    const a = await visitor();
    const file = await seedFile(a.userId);
    const other = await seedFile(a.userId);
    const { sourceUrl } = await a.trpc.files.get.query({ fileId: file.id });
    expect((await a.request(sourceUrl)).status).toBe(200);
    const expired = createMediaUrls(TEST_MEDIA_URL_SECRET).sign(`/media/files/${file.id}`, new Date(Date.now() - 8 * 3600_000));
    const forged = createMediaUrls('not-the-secret').sign(`/media/files/${file.id}`);
    for (const url of [expired, forged, sourceUrl.replace(file.id, other.id), sourceUrl.replace(/exp=\d+/, 'exp=99999999999'), `/media/files/${file.id}`]) {
      const response = await a.request(url);
      expect(response.status, url).toBe(403);
      expect(await response.json()).toMatchObject({ error: { code: 'media_url_invalid' } });
    }
  });
});

describe('file names', () => {
  it('neutralise path traversal, control and bidi characters, at upload and at rename, and in the download name', async () => {
    const a = await visitor();
    const created = await tusCreate(a, 10, { filename: '../../../etc/pass\u0000wd\u202Egpj.mp4' });
    expect(created.status).toBe(201);
    const id = created.headers.get('location')!.split('/').pop()!;
    expect((await app.db.prisma.file.findUniqueOrThrow({ where: { id } })).name).toBe('passwdgpj.mp4');

    const file = await seedFile(a.userId);
    const renamed = await a.trpc.files.rename.mutate({ fileId: file.id, name: '..\\..\\Windows\\evil\r\nSet-Cookie: x=1\u2066.mp4' });
    expect(renamed.name).toBe('evil Set-Cookie: x=1.mp4');
    const download = await a.request(renamed.downloadUrl);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('evil Set-Cookie: x=1.mp4')}`);
    expect((await a.trpc.files.rename.mutate({ fileId: file.id, name: 'x'.repeat(900) })).name).toHaveLength(120);
    // The storage key never comes from the name.
    expect((await app.db.prisma.file.findUniqueOrThrow({ where: { id } })).storageKey).toBe(storageKeys.upload(id));
  });
});

describe('files and projects', () => {
  it('lists uploads and outputs newest first, a page at a time, until an empty page', async () => {
    const a = await visitor();
    const start = Date.now() - 1000_000;
    const ids: string[] = [];
    for (let i = 0; i < 45; i++) ids.push((await seedFile(a.userId, { kind: i % 3 === 0 ? 'output' : 'upload', createdAt: new Date(start + i * 1000) })).id);
    const newestFirst = [...ids].reverse();
    const page = (p: number, kind: 'all' | 'upload' | 'output' = 'all') => a.trpc.files.list.query({ kind, page: p });
    const [p1, p2, p3, p4] = await Promise.all([page(1), page(2), page(3), page(4)]);
    expect([p1, p2, p3, p4].map((p) => [p.page, p.files.length, p.hasMore])).toEqual([[1, 20, true], [2, 20, true], [3, 5, false], [4, 0, false]]);
    expect([...p1.files, ...p2.files, ...p3.files].map((f) => f.id)).toEqual(newestFirst);
    const outputs = await page(1, 'output');
    expect(outputs.files.map((f) => f.id)).toEqual(newestFirst.filter((_id, i) => (44 - i) % 3 === 0));
    expect(outputs.files.every((f) => f.kind === 'output')).toBe(true);
    expect((await page(1, 'upload')).files.every((f) => f.kind === 'upload')).toBe(true);
  });

  it('protects the inputs and outputs of running jobs from deletion, and deletes the rest with their data', async () => {
    const a = await visitor();
    const input = await seedFile(a.userId);
    const jobId = await createJob(a.userId, input.id, 'work_running');
    const output = await seedFile(a.userId, { kind: 'output', sourceJobId: jobId });
    expect(await domainErrorOf(a.trpc.files.delete.mutate({ fileId: input.id }))).toMatchObject({ code: 'file_in_use' });
    expect(await domainErrorOf(a.trpc.files.delete.mutate({ fileId: output.id }))).toMatchObject({ code: 'file_in_use' });
    // Awaiting its premium export, the job still renders from its input.
    await app.db.prisma.job.update({ where: { id: jobId }, data: { status: 'work_done' } });
    expect(await domainErrorOf(a.trpc.files.delete.mutate({ fileId: input.id }))).toMatchObject({ code: 'file_in_use' });

    await app.db.prisma.job.update({ where: { id: jobId }, data: { status: 'download_ready' } });
    const preview = storageKeys.output(jobId, 'preview');
    await app.storage.put(preview, Buffer.from('preview'));
    await a.trpc.files.delete.mutate({ fileId: input.id });
    expect(await app.storage.stat(input.storageKey)).toBeNull();
    expect(await app.db.prisma.job.count({ where: { id: jobId } })).toBe(0);
    // The registered output is a file of its own: it stays until deleted itself.
    expect(await app.storage.stat(output.storageKey)).not.toBeNull();
    await a.trpc.files.delete.mutate({ fileId: output.id });
    expect(await app.storage.stat(output.storageKey)).toBeNull();
    expect((await a.trpc.files.list.query({ kind: 'all', page: 1 })).files).toEqual([]);
  });

  it('keeps a picture that a running job chose (a background image) until the job is over', async () => {
    const a = await visitor();
    const video = await seedFile(a.userId);
    const picture = await seedFile(a.userId, { kind: 'image', name: 'beach.png' });
    const other = await seedFile(a.userId, { kind: 'image', name: 'other.png' });
    const jobId = await createJob(a.userId, video.id, 'work_running', { background_image: { fileId: picture.id, key: picture.storageKey } });
    expect(await domainErrorOf(a.trpc.files.delete.mutate({ fileId: picture.id }))).toMatchObject({ code: 'file_in_use' });
    await a.trpc.files.delete.mutate({ fileId: other.id });
    await app.db.prisma.job.update({ where: { id: jobId }, data: { status: 'download_ready' } });
    await a.trpc.files.delete.mutate({ fileId: picture.id });
    expect(await app.storage.stat(picture.storageKey)).toBeNull();
  });

  it('counts storage against the plan\'s media limit and refuses an upload that would pass it', async () => {
    const a = await visitor();
    await seedFile(a.userId, { bytes: Buffer.alloc(1000) });
    expect(await a.trpc.files.usage.query()).toMatchObject({ usedBytes: 1000, limitBytes: 1_000_000_000, isGuest: true, retentionDays: 7 });
    // Unfinished uploads count at their declared size, so two cannot race past the limit.
    expect((await tusCreate(a, 600_000_000)).status).toBe(201);
    const refused = await tusCreate(a, 400_000_000);
    expect(refused.status).toBe(413);
    expect(await refused.json()).toMatchObject({ error: { code: 'storage_limit_reached', params: { limitBytes: 1_000_000_000, usedBytes: 600_001_000 } } });
  });

  it('keeps a project within the plan\'s videos per project', async () => {
    const a = await visitor();
    const project = await a.trpc.projects.create.mutate({ name: '../My\u202E trip', toolId: 'video_concatenator' });
    expect(project).toMatchObject({ name: 'My trip', maxFiles: 5, fileCount: 0 });
    for (let i = 0; i < 4; i++) await a.trpc.projects.addFile.mutate({ projectId: project.id, fileId: (await seedFile(a.userId)).id });
    expect((await tusCreate(a, 10, { filename: 'fifth.mp4', projectId: project.id })).status).toBe(201);
    const sixth = await tusCreate(a, 10, { filename: 'sixth.mp4', projectId: project.id });
    expect(sixth.status).toBe(400);
    expect(await sixth.json()).toMatchObject({ error: { code: 'too_many_videos', params: { max: 5 } } });
    expect(await domainErrorOf(a.trpc.projects.addFile.mutate({ projectId: project.id, fileId: (await seedFile(a.userId)).id }))).toMatchObject({ code: 'too_many_videos', params: { max: 5 } });
    expect((await a.trpc.projects.list.query({ page: 1 })).projects).toMatchObject([{ id: project.id, fileCount: 5 }]);
  });
});

describe('on PostgreSQL (many connections)', () => {
  it('refuses the uploads started together that would pass the storage limit only together', async () => {
    const database = await createTestDatabase();
    const db = await openDatabase({ kind: 'postgres', url: database.url });
    const pgApp = await startFilesApp({ db, maxUploadBytes: 2 * 1024 ** 3 });
    try {
      const v = await httpVisitor(pgApp.base).start();
      await v.request('/api/session', { method: 'POST' });
      const create = () => v.request('/api/uploads', { method: 'POST', headers: { 'tus-resumable': '1.0.0', 'upload-length': '600000000', 'upload-metadata': tusMetadata({ filename: 'clip.mp4' }) } });
      const statuses = (await Promise.all([create(), create(), create(), create()])).map((r) => r.status).sort();
      expect(statuses).toEqual([201, 413, 413, 413]);
      expect((await v.trpc.files.usage.query()).usedBytes).toBe(600_000_000);
    } finally {
      await pgApp.close();
      await database.drop();
    }
  });
});
