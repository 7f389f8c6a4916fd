import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMinio, type TestMinio } from '../../../test/support/start-minio';
import { createS3Storage, type S3StorageOptions } from './s3-storage';
import { describeStorageContract } from './storage-contract';

let minio: TestMinio;
let options: S3StorageOptions;
beforeAll(async () => {
  minio = await startMinio();
  options = await minio.createBucket();
}, 90_000);
afterAll(() => minio?.stop());

const storage = () => createS3Storage({ ...options, partSizeBytes: 5 * 1024 ** 2 });

describeStorageContract('S3 storage (MinIO)', storage, { appends: false });

describe('S3 storage (MinIO)', () => {
  it('uploads a large object in parallel multipart parts, and reads any range of it', async () => {
    const s = storage();
    // 12 MiB of distinct bytes in 64 KiB chunks of unknown total length: three 5 MiB parts.
    const chunks = Array.from({ length: 192 }, (_, i) => Buffer.alloc(64 * 1024, i % 251));
    expect(await s.put('jobs/big/final/output.mp4', Readable.from(chunks))).toEqual({ sizeBytes: 12 * 1024 ** 2 });
    const head = await s.client.send(new HeadObjectCommand({ Bucket: options.bucket, Key: 'jobs/big/final/output.mp4' }));
    // A multipart object's ETag ends with its part count.
    expect(head.ETag).toMatch(/-3"$/);
    const whole = Buffer.concat(chunks);
    expect((await buffer(s.stream('jobs/big/final/output.mp4'))).equals(whole)).toBe(true);
    const start = 5 * 1024 ** 2 - 10;
    expect((await buffer(s.stream('jobs/big/final/output.mp4', { start, end: start + 99 }))).equals(whole.subarray(start, start + 100))).toBe(true);
  });

  it('gives browsers presigned URLs: the object with our type and file name, ranges, and nothing once expired or altered', async () => {
    const s = storage();
    await s.put('jobs/p1/final/output.mp4', Buffer.from('0123456789'));
    const expiresAt = new Date(Date.now() + 6 * 3600_000);
    const url = await s.presignGet('jobs/p1/final/output.mp4', { expiresAt, contentType: 'video/mp4', downloadName: 'my clip é.mp4' });
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    const response = await fetch(url!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('my clip é.mp4')}`);
    expect(await response.text()).toBe('0123456789');
    const ranged = await fetch(url!, { headers: { range: 'bytes=3-5' } });
    expect([ranged.status, await ranged.text()]).toEqual([206, '345']);
    // Within one hour the same object gets the same URL (the player and the browser's cache keep it).
    expect(await s.presignGet('jobs/p1/final/output.mp4', { expiresAt, contentType: 'video/mp4', downloadName: 'my clip é.mp4' })).toBe(url);

    const now = new Date();
    const expired = await s.presignGet('jobs/p1/final/output.mp4', { now: new Date(now.getTime() - 3 * 3600_000), expiresAt: new Date(now.getTime() - 60_000) });
    expect((await fetch(expired!)).status).toBe(403);
    await s.put('jobs/p2/final/output.mp4', Buffer.from('secret'));
    expect((await fetch(url!.replace('/p1/', '/p2/'))).status).toBe(403);
    expect((await fetch(url!.replace('video%2Fmp4', 'text%2Fhtml'))).status).toBe(403);
  });

  it('moves an object from outside the key scheme (a finished tus upload) server-side', async () => {
    const s = storage();
    await s.client.send(new (await import('@aws-sdk/client-s3')).PutObjectCommand({ Bucket: options.bucket, Key: 'a1b2c3', Body: Buffer.from('uploaded') }));
    await s.adopt('a1b2c3', 'uploads/a1b2c3/source');
    expect(await text(s.stream('uploads/a1b2c3/source'))).toBe('uploaded');
    expect(await s.stat('a1b2c3')).toBeNull();
    await expect(s.adopt('a1b2c3', 'uploads/a1b2c3/source')).rejects.toThrow(/no object/);
  });

  it('refuses wrong credentials', async () => {
    const forged = createS3Storage({ ...options, secretAccessKey: 'not-the-secret' });
    await expect(forged.put('uploads/forged/source', Buffer.from('x'))).rejects.toThrow();
    expect(await storage().stat('uploads/forged/source')).toBeNull();
  });
});
