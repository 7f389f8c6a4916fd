import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUploadThing } from '../../../test/support/fake-uploadthing';
import { createUploadThingStorage } from './uploadthing-storage';
import { createStorage } from './create-storage';
import { describeStorageContract } from './storage-contract';

let fake: Awaited<ReturnType<typeof startFakeUploadThing>>;
const dir = mkdtempSync(join(tmpdir(), 'kinora-ut-'));
beforeAll(async () => {
  fake = await startFakeUploadThing();
});
afterAll(async () => {
  await fake?.close();
  rmSync(dir, { recursive: true, force: true });
});

const storage = () => createUploadThingStorage({ token: fake.token, ...fake.options });

describeStorageContract('UploadThing storage', () => storage(), { appends: false });

describe('UploadThing storage (against a local fake of its ingest, API and file hosts)', () => {
  it('stores under our key, stats, streams whole objects and byte ranges, replaces and deletes', async () => {
    const s = storage();
    expect(await s.put('uploads/f1/source', Buffer.from('0123456789'))).toEqual({ sizeBytes: 10 });
    expect(await s.stat('uploads/f1/source')).toEqual({ sizeBytes: 10 });
    expect(await text(s.stream('uploads/f1/source'))).toBe('0123456789');
    expect(await text(s.stream('uploads/f1/source', { start: 2, end: 4 }))).toBe('234');
    await s.put('uploads/f1/source', Buffer.from('abc'));
    expect(await text(s.stream('uploads/f1/source'))).toBe('abc');
    expect([...fake.files.values()].filter((f) => f.customId === 'uploads/f1/source')).toHaveLength(1);
    await s.delete('uploads/f1/source');
    expect(await s.stat('uploads/f1/source')).toBeNull();
    // The SDK went through the real protocol: presigned ingest PUTs, API calls, signed reads.
    expect(fake.requests).toEqual(expect.arrayContaining(['POST /v6/getFileUrl', 'POST /v6/deleteFiles']));
    expect(fake.requests.some((r) => r.startsWith('PUT /'))).toBe(true);
    expect(fake.requests.some((r) => r.startsWith('GET /a/kinoratest/'))).toBe(true);
  });

  it('refuses what cannot be done safely: appends, keys outside the scheme, a wrong API key', async () => {
    const s = storage();
    await expect(s.append('uploads/x/source', 0, undefined as never)).rejects.toThrow(/cannot append/);
    await expect(s.put('../escape', Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
    const forged = createUploadThingStorage({ token: Buffer.from(JSON.stringify({ apiKey: 'sk_wrong', appId: fake.appId, regions: ['local'] })).toString('base64'), ...fake.options });
    await expect(forged.put('uploads/f3/source', Buffer.from('x'))).rejects.toThrow();
    expect([...fake.files.values()].some((f) => f.customId === 'uploads/f3/source')).toBe(false);
  });

  it('is the configured storage when UPLOADTHING_TOKEN is set, local storage otherwise', async () => {
    process.env.UPLOADTHING_INGEST_URL = fake.options.ingestUrl;
    process.env.UPLOADTHING_API_URL = fake.options.apiUrl;
    process.env.UPLOADTHING_UFS_HOST = fake.options.ufsHost;
    process.env.UPLOADTHING_UFS_APP_ID_LOCATION = 'path';
    try {
      const configured = createStorage({ storageDir: join(dir, 'local'), uploadthingToken: fake.token });
      await configured.put('uploads/f4/source', Buffer.from('hosted'));
      expect([...fake.files.values()].some((f) => f.customId === 'uploads/f4/source')).toBe(true);
      const local = createStorage({ storageDir: join(dir, 'local') });
      await local.put('uploads/f5/source', Buffer.from('local'));
      expect(existsSync(join(dir, 'local', 'uploads/f5/source'))).toBe(true);
    } finally {
      for (const name of ['UPLOADTHING_INGEST_URL', 'UPLOADTHING_API_URL', 'UPLOADTHING_UFS_HOST', 'UPLOADTHING_UFS_APP_ID_LOCATION']) delete process.env[name];
    }
  });
});
