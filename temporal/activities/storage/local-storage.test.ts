import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';

const dir = mkdtempSync(join(tmpdir(), 'kinora-storage-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const storage = createLocalStorage(dir);

describe('local storage', () => {
  it('stores, stats, streams whole objects and byte ranges, and deletes', async () => {
    await storage.put('a/b/c.txt', Buffer.from('0123456789'));
    expect(await storage.stat('a/b/c.txt')).toEqual({ sizeBytes: 10 });
    expect(await text(storage.stream('a/b/c.txt'))).toBe('0123456789');
    expect(await text(storage.stream('a/b/c.txt', { start: 2, end: 4 }))).toBe('234');
    await storage.delete('a/b/c.txt');
    expect(await storage.stat('a/b/c.txt')).toBeNull();
    expect(storage.url('a/b/c.txt')).toBeNull();
  });

  it('appends only at the current size (resumable uploads)', async () => {
    expect(await storage.append('up/1', 0, Readable.from([Buffer.from('abc')]))).toBe(3);
    await expect(storage.append('up/1', 1, Readable.from([Buffer.from('x')]))).rejects.toThrow(/offset 1/);
    expect(await storage.append('up/1', 3, Readable.from([Buffer.from('def')]))).toBe(6);
    expect(await text(storage.stream('up/1'))).toBe('abcdef');
  });

  it('deletes a whole prefix, and nothing beside it', async () => {
    await storage.put('jobs/j1/preview/output.mp4', Buffer.from('a'));
    await storage.put('jobs/j1/final/output.mp4', Buffer.from('b'));
    await storage.put('jobs/j10/final/output.mp4', Buffer.from('c'));
    await storage.deletePrefix('jobs/j1');
    expect(await storage.stat('jobs/j1/preview/output.mp4')).toBeNull();
    expect(await storage.stat('jobs/j1/final/output.mp4')).toBeNull();
    expect(await storage.stat('jobs/j10/final/output.mp4')).toEqual({ sizeBytes: 1 });
    await expect(storage.deletePrefix('jobs/..')).rejects.toThrow(/invalid storage key/);
  });

  it.each(['../escape', 'a/../../b', '/abs', 'a//b', 'a/./b', ''])('refuses the key %j', async (key) => {
    await expect(storage.stat(key)).rejects.toThrow(/invalid storage key/);
  });
});
