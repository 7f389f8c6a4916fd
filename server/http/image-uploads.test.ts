import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as tus from 'tus-js-client';
import { domainErrorOf, httpVisitor, type HttpVisitor } from '../../test/support/http-visitor';
import { startFilesApp, type FilesApp } from '../../test/support/start-files-app';

// No Temporal here: images are checked by their bytes in the app (no probe), and every refusal below comes before a job starts.
let app: FilesApp;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kinora-image-uploads-'));
  app = await startFilesApp({ dir: join(dir, 'app') });
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  body: { file?: { id: string; kind: string; name: string; status: string; errorCode: string | null; sourceUrl: string }; error?: { code: string; params: unknown } };
}

/** Uploads bytes on tus as the browser does, declaring a file name, a type and a tool. */
function upload(v: HttpVisitor, bytes: Buffer, meta: { filename: string; filetype: string; toolId: string }): Promise<Answer> {
  return new Promise((resolve) => {
    new tus.Upload(bytes, {
      endpoint: `${app.base}/api/uploads`,
      headers: v.headers,
      metadata: meta,
      retryDelays: null,
      onSuccess: ({ lastResponse }) => resolve({ status: lastResponse.getStatus(), body: JSON.parse(lastResponse.getBody()) as Answer['body'] }),
      onError: (error) => {
        const response = (error as tus.DetailedError).originalResponse;
        resolve({ status: response?.getStatus() ?? 0, body: response ? (JSON.parse(response.getBody()) as Answer['body']) : {} });
      },
    }).start();
  });
}

const png = (name: string, colour: string) => {
  const path = join(dir, name);
  execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', `color=c=${colour}:s=64x64`, '-frames:v', '1', '-y', path]);
  return readFileSync(path);
};

describe('image uploads for MotionChat', () => {
  it('stores a PNG as a ready image (no probing), typed by its bytes, served as an image', async () => {
    const v = await httpVisitor(app.base).start();
    const { status, body } = await upload(v, png('red.png', 'red'), { filename: 'brand', filetype: 'image/png', toolId: 'motion_graphics' });
    expect(status).toBe(200);
    expect(body.file).toMatchObject({ kind: 'image', status: 'ready', name: 'brand.png', errorCode: null });
    const served = await v.request(new URL(body.file!.sourceUrl, app.base).pathname + new URL(body.file!.sourceUrl, app.base).search);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    // Images are listed apart from the videos of the files page.
    expect((await v.trpc.files.list.query({ kind: 'image', page: 1 })).files.map((f) => f.id)).toEqual([body.file!.id]);
    expect((await v.trpc.files.list.query({ kind: 'all', page: 1 })).files).toEqual([]);
  });

  it('refuses an image over 5 MiB before any byte is sent, and a file whose bytes are no image after', async () => {
    const v = await httpVisitor(app.base).start();
    const big = await upload(v, Buffer.alloc(5 * 1024 * 1024 + 1, 1), { filename: 'huge.png', filetype: 'image/png', toolId: 'motion_graphics' });
    expect(big.status).toBe(413);
    expect(big.body.error).toEqual({ code: 'image_too_large', params: { maxBytes: 5 * 1024 * 1024, maxMb: 5 } });
    const fake = await upload(v, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), { filename: 'logo.png', filetype: 'image/png', toolId: 'motion_graphics' });
    expect(fake.body.error?.code).toBe('image_type_unsupported');
    expect(fake.body.file).toMatchObject({ status: 'failed', errorCode: 'image_type_unsupported' });
    expect(await app.db.prisma.file.count({ where: { status: 'ready' } })).toBe(1);
  });

  it('MotionChat refuses a brand logo on the free plan, a file that is not a ready image, and anyone else\'s image', async () => {
    const v = await httpVisitor(app.base).start();
    const logo = await upload(v, png('logo.png', 'blue'), { filename: 'logo.png', filetype: 'image/png', toolId: 'motion_graphics' });
    expect(logo.body.file?.status).toBe('ready');
    const prompt = 'a 4 second promo for "Acme"';
    expect(await domainErrorOf(v.trpc.motion.start.mutate({ prompt, logoFileId: logo.body.file!.id }))).toEqual({ code: 'logo_paid_plans_only', params: null });

    const failed = await upload(v, Buffer.from('not an image at all'), { filename: 'x.png', filetype: 'image/png', toolId: 'motion_graphics' });
    expect((await domainErrorOf(v.trpc.motion.start.mutate({ prompt, imageFileIds: [failed.body.file!.id] }))).code).toBe('image_type_unsupported');
    const tooMany = Array.from({ length: 11 }, (_, i) => `id-${i}`);
    expect(await domainErrorOf(v.trpc.motion.start.mutate({ prompt, imageFileIds: tooMany }))).toEqual({ code: 'too_many_images', params: { max: 10 } });

    const other = await httpVisitor(app.base).start();
    expect((await domainErrorOf(other.trpc.motion.start.mutate({ prompt, imageFileIds: [logo.body.file!.id] }))).code).toBe('file_not_found');
    // Nothing was started: no job, no brief.
    expect(await app.db.prisma.job.count()).toBe(0);
  });
});

describe('image uploads for the background changer', () => {
  /** A ready row of the viewer's: a probed video (what the changer works on), or an image upload in some state. */
  async function seedRow(userId: string, row: { kind: 'upload' | 'image'; status: string }) {
    const id = randomUUID();
    const storageKey = `uploads/${id}/source`;
    await app.db.prisma.file.create({ data: { id, userId, name: row.kind === 'image' ? 'sky.png' : 'clip.mp4', storageKey, kind: row.kind, status: row.status, sizeBytes: 100n, receivedBytes: 100n, ...(row.kind === 'upload' ? { durationS: 2, width: 320, height: 180, fps: 10, hasAudio: false } : {}) } });
    return { id, storageKey };
  }

  it('takes the viewer\'s own ready image as the background (its stored key, never one the browser sends), and refuses any other file with a typed error', async () => {
    const v = await httpVisitor(app.base).start();
    const { userId } = (await (await v.request('/api/session', { method: 'POST' })).json()) as { userId: string };
    const uploaded = await upload(v, png('sky.png', 'skyblue'), { filename: 'sky.png', filetype: 'image/png', toolId: 'video_background_remover' });
    expect(uploaded.body.file).toMatchObject({ kind: 'image', status: 'ready' });
    const imageId = uploaded.body.file!.id;
    const video = await seedRow(userId, { kind: 'upload', status: 'ready' });
    const start = (background_image: unknown) => v.trpc.jobs.start.mutate({ fileId: video.id, toolId: 'video_background_remover', range: { startS: 0, endS: 2 }, options: { background_image } });

    const other = await httpVisitor(app.base).start();
    const othersImage = await upload(other, png('other.png', 'red'), { filename: 'other.png', filetype: 'image/png', toolId: 'video_background_remover' });
    expect(await domainErrorOf(start(othersImage.body.file!.id))).toMatchObject({ code: 'file_not_found' });
    expect(await domainErrorOf(start(video.id))).toMatchObject({ code: 'image_type_unsupported' });
    expect(await domainErrorOf(start((await seedRow(userId, { kind: 'image', status: 'uploading' })).id))).toMatchObject({ code: 'image_not_ready' });
    expect(await domainErrorOf(start(42))).toMatchObject({ code: 'option_invalid', params: { option: 'background_image' } });
    expect(await app.db.prisma.job.count({ where: { userId } })).toBe(0);

    // Accepted: the job keeps the image's id and its key from the database, even when the browser sends another key.
    // (No Temporal here: the job row is written, then starting its workflow fails.)
    await start({ fileId: imageId, key: 'uploads/not-mine/source' }).catch(() => undefined);
    const job = await app.db.prisma.job.findFirst({ where: { userId } });
    const image = await app.db.prisma.file.findUniqueOrThrow({ where: { id: imageId } });
    expect((job?.options as Record<string, unknown>).background_image).toEqual({ fileId: imageId, key: image.storageKey });
  }, 120_000);

  it('the background remover\'s picture goes through the same check, and "A picture" without one is refused', async () => {
    const v = await httpVisitor(app.base).start();
    const { userId } = (await (await v.request('/api/session', { method: 'POST' })).json()) as { userId: string };
    const uploaded = await upload(v, png('backdrop.png', 'green'), { filename: 'backdrop.png', filetype: 'image/png', toolId: 'auto_video_background_remover' });
    expect(uploaded.body.file).toMatchObject({ kind: 'image', status: 'ready' });
    const video = await seedRow(userId, { kind: 'upload', status: 'ready' });
    const start = (options: Record<string, unknown>) => v.trpc.jobs.start.mutate({ fileId: video.id, toolId: 'auto_video_background_remover', range: { startS: 0, endS: 2 }, options });
    expect(await domainErrorOf(start({ background: 'image' }))).toMatchObject({ code: 'option_required', params: { option: 'background_image' } });
    const other = await httpVisitor(app.base).start();
    const theirs = await upload(other, png('theirs.png', 'red'), { filename: 'theirs.png', filetype: 'image/png', toolId: 'auto_video_background_remover' });
    expect(await domainErrorOf(start({ background: 'image', background_image: theirs.body.file!.id }))).toMatchObject({ code: 'file_not_found' });
    // A chain step is checked the same way: a forged choice naming someone else's stored picture is refused.
    const theirsKey = (await app.db.prisma.file.findUniqueOrThrow({ where: { id: theirs.body.file!.id } })).storageKey;
    const chain = (background_image: unknown) => v.trpc.chains.start.mutate({ fileIds: [video.id], steps: [{ toolId: 'video_concatenator', options: {} }, { toolId: 'auto_video_background_remover', options: { background: 'image', background_image } }] });
    expect(await domainErrorOf(chain({ fileId: theirs.body.file!.id, key: theirsKey }))).toMatchObject({ code: 'file_not_found' });
    // The viewer's own picture passes the check (the chain then stops at the price: this visitor has no credits).
    expect(await domainErrorOf(chain({ fileId: uploaded.body.file!.id, key: theirsKey }))).toMatchObject({ code: 'not_enough_credits' });
    expect(await app.db.prisma.job.count({ where: { userId } })).toBe(0);
    await start({ background: 'image', background_image: uploaded.body.file!.id }).catch(() => undefined);
    const job = await app.db.prisma.job.findFirst({ where: { userId } });
    const image = await app.db.prisma.file.findUniqueOrThrow({ where: { id: uploaded.body.file!.id } });
    expect((job?.options as Record<string, unknown>).background_image).toEqual({ fileId: image.id, key: image.storageKey });
  }, 120_000);
});
