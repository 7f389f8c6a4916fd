import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { startTestHttpServer } from '../../test/support/start-test-http-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobGateway } from '../temporal/job-gateway';
import { storageKeys } from '../../temporal/activities/storage/storage-keys';
import { closeHttpServer } from '../../test/support/close-http-server';
import { settleTemporalCalls } from '../../test/support/start-test-temporal';
import { startJobHarness, type JobHarness } from '../../test/support/job-harness';
import { createApiClient } from '../../test/support/api-client';
import { tusMetadata } from '../../test/support/http-visitor';
import { waitFor } from '../../test/support/wait-for';

/**
 * The lists' posters and the filmstrip's sprite, for real: uploads through tus, the thumbnails workflow on a cpu worker
 * (ffmpeg), the media route's owner rules. The clips are synthetic: 3 s of blue then 3 s of red (a frame's colour says
 * where in the video it was taken), and a green "output".
 */
let harness: JobHarness;
let server: Server;
let base: string;
let dir: string;
let stop: () => void;
let workersDone: Promise<unknown>;
// Never execFileSync here: a blocked event loop misses the server closing an idle keep-alive socket, and the next
// request on it fails with ECONNRESET.
const run = async (command: string, args: string[]) => (await promisify(execFile)(command, args, { encoding: 'buffer', maxBuffer: 1 << 24 })).stdout;

/** `colors` one after another, `secondsEach` each, 320x180 at 25 fps with a key frame every second. */
async function colorClip(name: string, colors: string[], secondsEach: number): Promise<string> {
  const out = join(dir, name);
  const inputs = colors.flatMap((c) => ['-f', 'lavfi', '-i', `color=c=${c}:s=320x180:r=25:d=${secondsEach}`]);
  const concat = `${colors.map((_, i) => `[${i}:v]`).join('')}concat=n=${colors.length}:v=1:a=0`;
  await run('ffmpeg', ['-v', 'error', ...inputs, '-filter_complex', concat, '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '25', '-pix_fmt', 'yuv420p', '-y', out]);
  return out;
}

/** The mean RGB of a region of a JPEG, and the picture's size. */
async function readJpeg(bytes: Buffer, region?: { x: number; y: number; w: number; h: number }): Promise<{ width: number; height: number; rgb: number[] }> {
  const path = join(dir, `${randomUUID()}.jpg`);
  writeFileSync(path, bytes);
  const [width, height] = (await run('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width,height', '-of', 'csv=p=0', path])).toString().trim().split(',').map(Number) as [number, number];
  const crop = region ? `crop=${region.w}:${region.h}:${region.x}:${region.y},` : '';
  const rgb = [...(await run('ffmpeg', ['-v', 'error', '-i', path, '-vf', `${crop}scale=1:1:flags=area`, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-']))];
  return { width, height, rgb };
}

const isBlue = ([r, g, b]: number[]) => b! > 180 && r! < 60 && g! < 60;
const isRed = ([r, g, b]: number[]) => r! > 180 && g! < 60 && b! < 60;
const isGreen = ([r, g, b]: number[]) => g! > 90 && r! < 60 && b! < 60;

beforeAll(async () => {
  harness = await startJobHarness();
  dir = mkdtempSync(join(tmpdir(), 'kinora-thumbs-'));
  ({ server, base } = await startTestHttpServer({ dir, prisma: harness.db.prisma, storage: harness.storage, jobs: createJobGateway({ client: harness.env.client }) }));
  let release!: () => void;
  const stopped = new Promise<void>((r) => (release = r));
  stop = release;
  workersDone = harness.withWorkers(() => stopped, { gpuWorkers: false });
}, 120_000);

afterAll(async () => {
  await closeHttpServer(server);
  if (harness) await settleTemporalCalls(harness.env);
  stop?.();
  await workersDone;
  await harness?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function upload(client: ReturnType<typeof createApiClient>, path: string) {
  const bytes = readFileSync(path);
  const created = await client.request('/api/uploads', { method: 'POST', headers: { 'tus-resumable': '1.0.0', 'upload-length': String(bytes.length), 'upload-metadata': tusMetadata({ filename: 'colours.mp4' }) } });
  const last = await client.request(created.headers.get('location')!, {
    method: 'PATCH',
    headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: new Uint8Array(bytes),
  });
  return ((await last.json()) as { file: { id: string } }).file;
}

describe('thumbnails of files and jobs', () => {
  it('makes an upload\'s poster and a sprite of its whole length in time order, served to its owner only', async () => {
    const owner = createApiClient(base);
    const uploaded = await upload(owner, await colorClip('blue-red.mp4', ['blue', 'red'], 3));
    // Started with the upload: the sprite is stored without anyone asking for it.
    await waitFor(() => harness.storage.stat(storageKeys.fileSprite(uploaded.id)), (stat) => stat !== null, 60_000);
    const file = await owner.trpc.files.get.query({ fileId: uploaded.id });
    expect(file.posterUrl).toMatch(/^\/media\/files\/[^/]+\/poster\?/);

    const poster = await owner.request(file.posterUrl!);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    const posterImage = await readJpeg(Buffer.from(await poster.arrayBuffer()));
    expect([posterImage.width, posterImage.height]).toEqual([640, 360]);
    expect(isBlue(posterImage.rgb)).toBe(true);

    const spriteBytes = Buffer.from(await (await owner.request(file.spriteUrl!)).arrayBuffer());
    const sprite = await readJpeg(spriteBytes);
    // 10 x 10 tiles of 160 x 90: the first tile is the video's start (blue), the last its last tenth (red, not black:
    // with key frames only the last tiles were empty before the sprite's tpad).
    expect([sprite.width, sprite.height]).toEqual([1600, 900]);
    expect(isBlue((await readJpeg(spriteBytes, { x: 10, y: 10, w: 140, h: 70 })).rgb)).toBe(true);
    expect(isRed((await readJpeg(spriteBytes, { x: 1450, y: 820, w: 140, h: 70 })).rgb)).toBe(true);

    // Someone else's session with the same signed URL: not found, never the picture.
    const stranger = createApiClient(base);
    await stranger.request('/api/session', { method: 'POST' });
    expect((await stranger.request(file.posterUrl!)).status).toBe(404);
    // An altered URL: refused.
    expect((await owner.request(file.posterUrl!.replace('/poster?', '/sprite?'))).status).toBe(403);

    // Deleting the file deletes its pictures.
    await owner.trpc.files.delete.mutate({ fileId: uploaded.id });
    expect(await harness.storage.stat(storageKeys.filePoster(uploaded.id))).toBeNull();
    expect(await harness.storage.stat(storageKeys.fileSprite(uploaded.id))).toBeNull();
  }, 120_000);

  it('makes a file\'s poster on first ask when it has none yet, and a finished job\'s thumbnail from its own output', async () => {
    const owner = createApiClient(base);
    const uploaded = await upload(owner, await colorClip('blue-only.mp4', ['blue'], 4));
    const me = await harness.db.prisma.file.findUniqueOrThrow({ where: { id: uploaded.id } });
    // A file from before thumbnails existed: none stored, the workflow never ran for it.
    const old = await harness.addFile(me.userId, await colorClip('red-only.mp4', ['red'], 4));
    await harness.db.prisma.file.update({ where: { id: old.fileId }, data: { durationS: 4, width: 320, height: 180, fps: 25 } });
    expect(await harness.storage.stat(storageKeys.filePoster(old.fileId))).toBeNull();
    const oldFile = await owner.trpc.files.get.query({ fileId: old.fileId });
    // The first ask answers at once (404) and starts making it; a later ask finds it.
    expect((await owner.request(oldFile.posterUrl!)).status).toBe(404);
    const lazy = await waitFor(() => owner.request(oldFile.posterUrl!), (answer) => answer.status === 200, 60_000, 500);
    expect(isRed((await readJpeg(Buffer.from(await lazy.arrayBuffer()))).rgb)).toBe(true);
    expect(await harness.storage.stat(storageKeys.filePoster(old.fileId))).not.toBeNull();

    // Two jobs on the blue upload: one still running shows its input; a finished one shows its (green) output.
    const running = await harness.createJobRow({ userId: me.userId, fileId: uploaded.id, toolId: 'video_sharpener', range: { startS: 0, endS: 4 } });
    const finished = await harness.createJobRow({ userId: me.userId, fileId: uploaded.id, toolId: 'video_sharpener', range: { startS: 0, endS: 4 } });
    const outputKey = storageKeys.output(finished, 'final');
    await harness.storage.put(outputKey, readFileSync(await colorClip('green.mp4', ['green'], 4)));
    await harness.db.prisma.job.update({ where: { id: finished }, data: { status: 'download_ready', outputKey } });
    const jobs = await owner.trpc.jobs.list.query({ page: 1 });
    const thumbOf = async (jobId: string) => {
      const answer = await waitFor(() => owner.request(jobs.find((j) => j.id === jobId)!.thumbnailUrl), (a) => a.status === 200, 60_000, 500);
      return (await readJpeg(Buffer.from(await answer.arrayBuffer()))).rgb;
    };
    expect(isBlue(await thumbOf(running))).toBe(true);
    expect(isGreen(await thumbOf(finished))).toBe(true);
  }, 120_000);

  it('has no poster for an image upload', async () => {
    const owner = createApiClient(base);
    const video = await upload(owner, await colorClip('short.mp4', ['blue'], 1));
    const me = await harness.db.prisma.file.findUniqueOrThrow({ where: { id: video.id } });
    const imageId = randomUUID();
    await harness.db.prisma.file.create({ data: { id: imageId, userId: me.userId, name: 'photo.png', kind: 'image', storageKey: `uploads/${imageId}/source`, sizeBytes: 10n, receivedBytes: 10n, status: 'ready' } });
    const image = await owner.trpc.files.get.query({ fileId: imageId });
    expect(image.posterUrl).toBeNull();
    expect(image.spriteUrl).toBeNull();
  });
});
