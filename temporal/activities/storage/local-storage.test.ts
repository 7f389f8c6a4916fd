import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import { describeStorageContract } from './storage-contract';

const dir = mkdtempSync(join(tmpdir(), 'kinora-storage-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const storage = createLocalStorage(dir);

describeStorageContract('local storage', () => storage, { appends: true });

describe('local storage', () => {
  it('hands ffmpeg the object itself and gives browsers no direct URL (the app streams it)', async () => {
    await storage.put('a/b/c.txt', Buffer.from('0123456789'));
    expect(await storage.fetchToLocal('a/b/c.txt', join(dir, 'scratch'))).toBe(join(dir, 'a/b/c.txt'));
    expect(await storage.presignGet('a/b/c.txt', { expiresAt: new Date(Date.now() + 60_000) })).toBeNull();
  });
});
