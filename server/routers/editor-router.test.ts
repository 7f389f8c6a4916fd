import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../test/support/api-client';
import { domainErrorOf } from '../../test/support/http-visitor';
import { startEditorApp, type EditorApp } from '../../test/support/start-editor-app';
import { createTestDatabase, isPostgresReachable, POSTGRES_ADMIN_URL } from '../../test/support/postgres-test-database';
import type { DatabaseLocation } from '../db/open-database';
import { testProject, testSource, track, videoClip } from '../../domain/editing/timeline/make-test-project';
import type { ProjectDoc } from '../../domain/editing/timeline/project-doc';
import { makeEditHistory, recordEdit } from '../../domain/editing/timeline/edit-history';
import { getEditorDocKey } from '../../domain/editing/timeline/editor-contract';

const postgresUp = await isPostgresReachable();
if (!postgresUp) console.warn(`\n  PostgreSQL at ${POSTGRES_ADMIN_URL} is unreachable: the editor router's PostgreSQL tests are SKIPPED.\n`);

function editorSuite(kind: 'pglite' | 'postgres', makeLocation: () => Promise<{ location: DatabaseLocation; cleanup: () => Promise<void> }>) {
  describe.skipIf(kind === 'postgres' && !postgresUp)(`the editor router on ${kind}`, () => {
    let app: EditorApp;
    let cleanup: () => Promise<void>;
    beforeAll(async () => {
      const made = await makeLocation();
      cleanup = made.cleanup;
      app = await startEditorApp(made.location);
    });
    afterAll(async () => {
      await app?.close();
      await cleanup?.();
    });

    /** A new visitor (its own session) and its user id. */
    async function visitor() {
      const client = createApiClient(app.baseUrl);
      // The session first, as the web app starts one.
      await client.request('/api/session', { method: 'POST' });
      const me = await client.trpc.auth.me.query();
      return { trpc: client.trpc, userId: me!.id };
    }

    /** A probed, ready upload of `userId`: 30 fps, picture and sound. */
    async function addFile(userId: string, fields: { durationS?: number; sizeBytes?: number; width?: number; height?: number } = {}) {
      const id = randomUUID();
      const size = BigInt(fields.sizeBytes ?? 1_000_000);
      await app.db.prisma.file.create({
        data: {
          id, userId, name: `clip-${id.slice(0, 4)}.mp4`, storageKey: `uploads/${id}/source`, sizeBytes: size, receivedBytes: size, status: 'ready',
          durationS: fields.durationS ?? 10, width: fields.width ?? 1280, height: fields.height ?? 720, fps: 30, hasAudio: true, videoCodec: 'h264',
        },
      });
      return id;
    }

    /** A 1280×720, 30 fps document with one clip of `fileId`: `frames` frames from its start. */
    const docOf = (fileId: string, frames = 90, size = { width: 1280, height: 720 }): ProjectDoc => ({
      ...testProject([track('tr1', 'video', [videoClip('c1', 0, frames, 0, { source: testSource({ fileId, frames: 300 }) })]), track('tr2', 'text', []), track('tr3', 'audio', [])]),
      size,
      nextId: 10,
    });

    const counts = async (userId: string) => ({
      jobs: await app.db.prisma.job.count({ where: { userId } }),
      holds: await app.db.prisma.creditHold.count({ where: { userId } }),
    });

    it('creates, lists, opens, renames and removes a visitor’s own projects', async () => {
      const { trpc, userId } = await visitor();
      const fileA = await addFile(userId);
      const fileB = await addFile(userId, { durationS: 4 });
      const empty = await trpc.editor.create.mutate({ name: 'Empty' });
      const made = await trpc.editor.create.mutate({ fileIds: [fileA, fileB], name: 'Two clips' });
      const opened = await trpc.editor.get.query({ id: made.id });
      expect(opened.revision).toBe(1);
      expect(opened.doc.version).toBe(1);
      // Laid end to end: 10 s then 4 s at the files' 30 fps, on the video track.
      const clips = opened.doc.tracks.find((t) => t.kind === 'video')!.clips;
      expect(clips.map((c) => [c.start, c.duration])).toEqual([[0, 300], [300, 120]]);
      expect(Object.keys(opened.files).sort()).toEqual([fileA, fileB].sort());
      expect(opened.files[fileA]!.source).toEqual({ fileId: fileA, rate: { num: 30, den: 1 }, frames: 300, hasVideo: true, hasAudio: true });
      expect(opened.files[fileA]!.mediaUrl).toMatch(new RegExp(`^/media/files/${fileA}\\?exp=`));
      const list = await trpc.editor.list.query();
      expect(list.map((p) => p.name).sort()).toEqual(['Empty', 'Two clips']);
      expect(list.find((p) => p.id === made.id)!.durationS).toBeCloseTo(14, 5);
      expect((await trpc.editor.rename.mutate({ id: empty.id, name: 'Renamed' })).revision).toBe(2);
      expect((await trpc.editor.get.query({ id: empty.id })).doc.name).toBe('Renamed');
      await trpc.editor.remove.mutate({ id: empty.id });
      expect(await domainErrorOf(trpc.editor.get.query({ id: empty.id }))).toEqual({ code: 'editor_project_not_found', params: null });
      expect((await trpc.editor.list.query()).map((p) => p.id)).toEqual([made.id]);
      // The files stay in the visitor's files.
      expect(await app.db.prisma.file.count({ where: { userId } })).toBe(2);
    });

    it('refuses another visitor’s project and files as "not found", and never lists them', async () => {
      const owner = await visitor();
      const fileId = await addFile(owner.userId);
      const { id } = await owner.trpc.editor.create.mutate({ fileIds: [fileId] });
      const other = await visitor();
      for (const call of [
        () => other.trpc.editor.get.query({ id }),
        () => other.trpc.editor.save.mutate({ id, baseRevision: 1, doc: docOf(fileId), history: null }),
        () => other.trpc.editor.rename.mutate({ id, name: 'mine' }),
        () => other.trpc.editor.remove.mutate({ id }),
        () => other.trpc.editor.export.mutate({ id, revision: 1, format: 'mp4', loudnorm: false }),
      ]) {
        expect(await domainErrorOf(call())).toEqual({ code: 'editor_project_not_found', params: null });
      }
      expect(await domainErrorOf(other.trpc.editor.create.mutate({ fileIds: [fileId] }))).toEqual({ code: 'file_not_found', params: null });
      expect(await other.trpc.editor.describeFiles.query({ fileIds: [fileId] })).toEqual({});
      expect(await other.trpc.editor.list.query()).toEqual([]);
      // A document naming the owner's file, saved by the other visitor in a project of their own, shows no file and
      // cannot be exported.
      const theirs = await other.trpc.editor.create.mutate({});
      await other.trpc.editor.save.mutate({ id: theirs.id, baseRevision: 1, doc: docOf(fileId), history: null });
      expect((await other.trpc.editor.get.query({ id: theirs.id })).files).toEqual({});
      expect(await domainErrorOf(other.trpc.editor.export.mutate({ id: theirs.id, revision: 2, format: 'mp4', loudnorm: false }))).toEqual({ code: 'file_not_found', params: null });
      expect(await counts(other.userId)).toEqual({ jobs: 0, holds: 0 });
      // The owner's project is untouched.
      expect((await owner.trpc.editor.get.query({ id })).revision).toBe(1);
    });

    it('refuses a stale save from a second tab: nothing is overwritten, and both tabs’ work can be recovered', async () => {
      const { trpc, userId } = await visitor();
      const fileId = await addFile(userId);
      const { id } = await trpc.editor.create.mutate({ fileIds: [fileId] });
      const first = docOf(fileId, 60);
      const history = recordEdit(makeEditHistory(docOf(fileId, 90)), first);
      expect(await trpc.editor.save.mutate({ id, baseRevision: 1, doc: first, history })).toEqual({ revision: 2 });
      // The second tab still thinks revision 1 is the latest.
      const second = docOf(fileId, 30);
      expect(await domainErrorOf(trpc.editor.save.mutate({ id, baseRevision: 1, doc: second, history: null }))).toEqual({ code: 'editor_stale_save', params: { revision: 2 } });
      const stored = await trpc.editor.get.query({ id });
      expect(stored.revision).toBe(2);
      expect(stored.doc.tracks[0]!.clips[0]!.duration).toBe(60);
      // The undo history came back as saved (kept across a reload).
      expect(stored.history?.past.map((d) => d.tracks[0]!.clips[0]!.duration)).toEqual([90]);
      // The second tab saves on the latest revision once it has reloaded.
      expect(await trpc.editor.save.mutate({ id, baseRevision: 2, doc: second, history: null })).toEqual({ revision: 3 });
      // Two saves on one revision at once: exactly one is accepted.
      const results = await Promise.allSettled([3, 3].map((base, i) => trpc.editor.save.mutate({ id, baseRevision: base, doc: docOf(fileId, 10 + i), history: null })));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect((await trpc.editor.get.query({ id })).revision).toBe(4);
    });

    it('refuses a corrupted document or history and keeps the last good version; migrates an older version', async () => {
      const { trpc, userId } = await visitor();
      const fileId = await addFile(userId);
      const { id } = await trpc.editor.create.mutate({ fileIds: [fileId] });
      const good = docOf(fileId, 45);
      await trpc.editor.save.mutate({ id, baseRevision: 1, doc: good, history: null });
      const overlapping = { ...good, tracks: [{ ...good.tracks[0]!, clips: [...good.tracks[0]!.clips, { ...good.tracks[0]!.clips[0]!, id: 'c2', start: 10 }] }, ...good.tracks.slice(1)] };
      const bad: unknown[] = [overlapping, { ...good, frameRate: 'fast' }, 'not a document', null, { ...good, tracks: [{ ...good.tracks[0]!, clips: [{ ...good.tracks[0]!.clips[0]!, in: 290 }] }] }];
      for (const doc of bad) {
        expect([doc, await domainErrorOf(trpc.editor.save.mutate({ id, baseRevision: 2, doc, history: null }))]).toEqual([doc, { code: 'editor_bad_document', params: null }]);
      }
      expect(await domainErrorOf(trpc.editor.save.mutate({ id, baseRevision: 2, doc: good, history: { past: [overlapping], present: good, future: [], limit: 100 } }))).toEqual({ code: 'editor_bad_document', params: null });
      expect(await domainErrorOf(trpc.editor.save.mutate({ id, baseRevision: 2, doc: { ...good, version: 99 }, history: null }))).toEqual({ code: 'editor_unsupported_version', params: { version: '99' } });
      const kept = await trpc.editor.get.query({ id });
      expect(kept.revision).toBe(2);
      expect(kept.doc).toEqual(good);
      // Version 0 (the draft shape) is migrated to the current version on save.
      const v0 = { version: 0, name: 'Old', fps: 30, width: 1280, height: 720, clips: [{ fileId, fps: 30, frames: 300, hasAudio: true, in: 0, out: 30, start: 0 }] };
      expect(await trpc.editor.save.mutate({ id, baseRevision: 2, doc: v0, history: null })).toEqual({ revision: 3 });
      const migrated = await trpc.editor.get.query({ id });
      expect(migrated.doc.version).toBe(1);
      expect(migrated.doc.tracks[0]!.clips[0]).toMatchObject({ start: 0, duration: 30, in: 0 });
      expect(migrated.name).toBe('Old');
    });

    it('takes a 300-clip document with its history in one save, within the editor’s body limit', async () => {
      const { trpc, userId } = await visitor();
      const fileId = await addFile(userId, { durationS: 3600 });
      const { id } = await trpc.editor.create.mutate({});
      const source = testSource({ fileId, frames: 108_000 });
      const clips = Array.from({ length: 300 }, (_, i) => videoClip(`c${i + 10}`, i * 30, 30, i * 300, { source }));
      const doc: ProjectDoc = { ...testProject([track('tr1', 'video', clips), track('tr2', 'text', []), track('tr3', 'audio', [])]), size: { width: 1280, height: 720 }, nextId: 400 };
      const history = { past: [docOf(fileId, 10), docOf(fileId, 20)], present: doc, future: [], limit: 100 };
      const bytes = JSON.stringify({ 0: { id, baseRevision: 1, doc, history } }).length;
      expect(bytes).toBeGreaterThan(1024 * 1024 * 0.1);
      expect(await trpc.editor.save.mutate({ id, baseRevision: 1, doc, history })).toEqual({ revision: 2 });
      expect((await trpc.editor.get.query({ id })).doc.tracks[0]!.clips).toHaveLength(300);
      expect((await trpc.editor.list.query())[0]!.durationS).toBe(300);
    });

    it('serves a file’s editor media (proxy, strip, first frame, waveform) to its owner only', async () => {
      const owner = createApiClient(app.baseUrl);
      await owner.request('/api/session', { method: 'POST' });
      const userId = (await owner.trpc.auth.me.query())!.id;
      const fileId = await addFile(userId);
      const keys = { proxy: `uploads/${fileId}/editor/proxy.mp4`, strip: `uploads/${fileId}/editor/strip.jpg`, thumb: `uploads/${fileId}/editor/thumb.jpg`, waveform: `uploads/${fileId}/editor/waveform.json` };
      for (const [what, key] of Object.entries(keys)) await app.storage.put(key, Buffer.from(`${what} bytes`));
      const strip = { key: keys.strip, thumbKey: keys.thumb, intervalS: 1, tileWidth: 160, tileHeight: 90, columns: 10, count: 10 };
      // Not made yet: the page falls back to the file itself and draws no strip or waveform.
      const before = (await owner.trpc.editor.describeFiles.query({ fileIds: [fileId] }))[fileId]!;
      expect([before.proxyUrl, before.strip, before.waveformUrl]).toEqual([null, null, null]);
      await app.db.prisma.file.update({ where: { id: fileId }, data: { proxyKey: keys.proxy, waveformKey: keys.waveform, strip } });
      const file = (await owner.trpc.editor.describeFiles.query({ fileIds: [fileId] }))[fileId]!;
      expect(file.strip).toMatchObject({ intervalS: 1, tileWidth: 160, tileHeight: 90, columns: 10, count: 10 });
      await owner.trpc.editor.create.mutate({ fileIds: [fileId] });
      const thumbnailUrl = (await owner.trpc.editor.list.query())[0]!.thumbnailUrl!;
      const urls = { proxy: file.proxyUrl!, strip: file.strip!.url, waveform: file.waveformUrl!, thumb: thumbnailUrl };
      const types = { proxy: 'video/mp4', strip: 'image/jpeg', waveform: 'application/json', thumb: 'image/jpeg' };
      const other = createApiClient(app.baseUrl);
      await other.request('/api/session', { method: 'POST' });
      for (const [what, url] of Object.entries(urls) as [keyof typeof urls, string][]) {
        const mine = await owner.request(url);
        expect([what, mine.status, mine.headers.get('content-type'), await mine.text()]).toEqual([what, 200, types[what], `${what} bytes`]);
        // The same signed URL in another visitor's session: not found.
        expect([what, (await other.request(url)).status]).toEqual([what, 404]);
        // An altered URL: refused.
        expect([what, (await owner.request(url.replace(fileId, randomUUID()))).status]).toEqual([what, 403]);
      }
    });

    describe('export refusals: a clear code, no job, nothing held or charged, no document written', () => {
      async function refusedExport(setup: (v: { trpc: Awaited<ReturnType<typeof visitor>>['trpc']; userId: string; fileId: string; id: string }) => Promise<{ revision: number; format?: 'mp4' | 'fcpxml' | 'xmeml' | 'otio' }>) {
        const v = await visitor();
        const fileId = await addFile(v.userId);
        const { id } = await v.trpc.editor.create.mutate({ fileIds: [fileId] });
        const { revision, format = 'mp4' } = await setup({ ...v, fileId, id });
        const before = await counts(v.userId);
        const error = await domainErrorOf(v.trpc.editor.export.mutate({ id, revision, format, loudnorm: false }));
        expect(await counts(v.userId)).toEqual(before);
        expect(before.holds).toBe(0);
        expect(await app.storage.stat(getEditorDocKey(id, revision))).toBeNull();
        return error;
      }

      it('an empty timeline', async () => {
        expect(await refusedExport(async ({ trpc, id, fileId }) => trpc.editor.save.mutate({ id, baseRevision: 1, doc: { ...docOf(fileId), tracks: docOf(fileId).tracks.map((t) => ({ ...t, clips: [] })) }, history: null }))).toEqual({ code: 'editor_project_empty', params: null });
      });
      it('a deleted file', async () => {
        expect(await refusedExport(async ({ fileId }) => (await app.db.prisma.file.delete({ where: { id: fileId } }), { revision: 1 }))).toEqual({ code: 'file_not_found', params: null });
      });
      it('a clip past its file’s real length (the document claimed more frames than the file has)', async () => {
        const error = await refusedExport(async ({ fileId }) => {
          await app.db.prisma.file.update({ where: { id: fileId }, data: { durationS: 5 } });
          return { revision: 1 };
        });
        expect(error.code).toBe('editor_clip_outside_source');
      });
      it('a timeline over Basic’s 15 minutes', async () => {
        expect(await refusedExport(async ({ trpc, id, userId }) => {
          const long = await addFile(userId, { durationS: 1000 });
          const doc = docOf(long, 30_000);
          doc.tracks[0]!.clips[0] = { ...videoClip('c1', 0, 30_000, 0, { source: testSource({ fileId: long, frames: 30_000 }) }) };
          return trpc.editor.save.mutate({ id, baseRevision: 1, doc, history: null });
        })).toEqual({ code: 'duration_over_plan_limit', params: { maxS: 900 } });
      });
      it('a 1080p project on Basic (720p)', async () => {
        expect(await refusedExport(async ({ trpc, id, fileId }) => trpc.editor.save.mutate({ id, baseRevision: 1, doc: docOf(fileId, 90, { width: 1920, height: 1080 }), history: null }))).toEqual({ code: 'resolution_over_cap', params: { cap: 720 } });
      });
      it('media over Basic’s 1 GB of editor assets', async () => {
        expect(await refusedExport(async ({ fileId }) => (await app.db.prisma.file.update({ where: { id: fileId }, data: { sizeBytes: 1_200_000_000n } }), { revision: 1 }))).toEqual({ code: 'editor_media_over_limit', params: { usedMb: 1145, limitMb: 1024 } });
      });
      it('an interchange file on Basic (Premium and up)', async () => {
        expect(await refusedExport(async () => ({ revision: 1, format: 'fcpxml' }))).toEqual({ code: 'plan_feature_unavailable', params: { feature: 'xml_export', plan: 'premium' } });
      });
      it('Basic’s ten monthly messages used up (each export uses one)', async () => {
        expect(await refusedExport(async ({ userId, fileId }) => {
          for (let i = 0; i < 10; i++) await app.db.prisma.job.create({ data: { id: randomUUID(), userId, fileId, toolId: 'one_editor', plan: 'basic', status: 'download_ready', rangeStartS: 0, rangeEndS: 3, options: {} } });
          return { revision: 1 };
        })).toEqual({ code: 'chat_monthly_message_limit_reached', params: { limit: 10 } });
      });
      it('a paid plan without the credits for the output’s length (10 s at 0.005 a second)', async () => {
        expect(await refusedExport(async ({ userId }) => (await app.db.prisma.user.update({ where: { id: userId }, data: { plan: 'premium' } }), { revision: 1 }))).toEqual({ code: 'not_enough_credits', params: { required: 0.05, balance: 0 } });
      });
      it('a revision that is no longer the saved one', async () => {
        expect(await refusedExport(async ({ trpc, id, fileId }) => (await trpc.editor.save.mutate({ id, baseRevision: 1, doc: docOf(fileId), history: null }), { revision: 1 }))).toEqual({ code: 'editor_stale_save', params: { revision: 2 } });
      });
    });
  });
}

editorSuite('pglite', async () => ({ location: { kind: 'pglite', dataDir: null }, cleanup: async () => undefined }));
editorSuite('postgres', async () => {
  const made = await createTestDatabase();
  return { location: { kind: 'postgres', url: made.url }, cleanup: made.drop };
});
