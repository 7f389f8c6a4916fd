import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import type { Storage } from './storage';

/**
 * What every Storage adapter must do the same way, for workflows and activities never to care which one is configured.
 * Each adapter's test file runs it against the real thing (a directory, the UploadThing fake, MinIO).
 */
export function describeStorageContract(name: string, storage: () => Storage, options: { appends: boolean }): void {
  describe(`${name}: the storage contract`, () => {
    const dir = mkdtempSync(join(tmpdir(), 'kinora-contract-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    // Keys unique per run: adapters on shared services never see another run's objects.
    const run = Math.random().toString(36).slice(2, 8);

    it('stores, stats, streams whole objects and byte ranges, replaces and deletes', async () => {
      const s = storage();
      const key = `uploads/${run}-a/source`;
      expect(await s.stat(key)).toBeNull();
      expect(await s.put(key, Buffer.from('0123456789'))).toEqual({ sizeBytes: 10 });
      expect(await s.stat(key)).toEqual({ sizeBytes: 10 });
      expect(await text(s.stream(key))).toBe('0123456789');
      expect(await text(s.stream(key, { start: 2, end: 4 }))).toBe('234');
      expect(await text(s.stream(key, { start: 9, end: 9 }))).toBe('9');
      await s.put(key, Buffer.from('abc'));
      expect(await text(s.stream(key))).toBe('abc');
      await s.delete(key);
      expect(await s.stat(key)).toBeNull();
    });

    it('stores a stream of unknown length and reports its size', async () => {
      const s = storage();
      const key = `jobs/${run}/final/output.mp4`;
      const chunks = Array.from({ length: 8 }, (_, i) => Buffer.alloc(50_000, i));
      expect(await s.put(key, Readable.from(chunks))).toEqual({ sizeBytes: 400_000 });
      expect(await buffer(s.stream(key))).toEqual(Buffer.concat(chunks));
    });

    it('fails a read of a missing object instead of hanging', async () => {
      await expect(text(storage().stream(`uploads/${run}-missing/source`))).rejects.toThrow();
    });

    it('deletes a job\'s whole prefix, and nothing beside it', async () => {
      const s = storage();
      await s.put(`jobs/${run}1/preview/output.mp4`, Buffer.from('a'));
      await s.put(`jobs/${run}1/final/output.mp4`, Buffer.from('b'));
      await s.put(`jobs/${run}10/final/output.mp4`, Buffer.from('c'));
      await s.deletePrefix(`jobs/${run}1`);
      expect(await s.stat(`jobs/${run}1/preview/output.mp4`)).toBeNull();
      expect(await s.stat(`jobs/${run}1/final/output.mp4`)).toBeNull();
      expect(await s.stat(`jobs/${run}10/final/output.mp4`)).toEqual({ sizeBytes: 1 });
    });

    it('stores a worker\'s local file and hands ffmpeg local copies of objects (same base names kept apart)', async () => {
      const s = storage();
      const path = join(dir, 'rendered.bin');
      writeFileSync(path, Buffer.alloc(300_000, 7));
      await s.storeLocalFile(path, `jobs/${run}/s1/segment-0000.mp4`);
      expect(existsSync(path)).toBe(false);
      await s.put(`jobs/${run}/s2/segment-0000.mp4`, Buffer.from('other'));
      const scratch = join(dir, 'scratch');
      const [first, second] = await Promise.all([s.fetchToLocal(`jobs/${run}/s1/segment-0000.mp4`, scratch), s.fetchToLocal(`jobs/${run}/s2/segment-0000.mp4`, scratch)]);
      expect(readFileSync(first)).toEqual(Buffer.alloc(300_000, 7));
      expect(readFileSync(second).toString()).toBe('other');
      await expect(s.fetchToLocal(`jobs/${run}/s3/missing.mp4`, scratch)).rejects.toThrow();
    });

    it.each(['../escape', 'a/../../b', '/abs', 'a//b', 'a/./b', ''])('refuses the key %j', async (key) => {
      const s = storage();
      await expect(s.stat(key)).rejects.toThrow(/invalid storage key/);
      await expect(s.put(key, Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
      await expect(s.deletePrefix(key)).rejects.toThrow(/invalid storage key/);
    });

    if (options.appends) {
      it('appends only at the current size (resumable uploads)', async () => {
        const s = storage();
        const key = `uploads/${run}-up/source`;
        expect(await s.append(key, 0, Readable.from([Buffer.from('abc')]))).toBe(3);
        await expect(s.append(key, 1, Readable.from([Buffer.from('x')]))).rejects.toThrow(/offset 1/);
        expect(await s.append(key, 3, Readable.from([Buffer.from('def')]))).toBe(6);
        expect(await text(s.stream(key))).toBe('abcdef');
      });
    } else {
      it('refuses appends (uploads are assembled by tus, then stored whole)', async () => {
        await expect(storage().append(`uploads/${run}-up/source`, 0, Readable.from([Buffer.from('abc')]))).rejects.toThrow(/cannot append/);
      });
    }
  });
}
