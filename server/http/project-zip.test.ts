import { randomUUID } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEditTimeline } from '../../domain/editing/build-edit-timeline';
import { TIMELINE_BUILDERS, TIMELINE_FILE_NAMES } from '../../domain/editing/build-timeline-exports';
import { editorKeys, storageKeys } from '../../temporal/activities/storage/storage-keys';
import { createMediaUrls } from './media-urls';
import { httpVisitor, type HttpVisitor } from '../../test/support/http-visitor';
import { startFilesApp, TEST_MEDIA_URL_SECRET, type FilesApp } from '../../test/support/start-files-app';
import { toClientJob } from '../routers/job-for-client';
import { makeBlankJobView } from '../../domain/jobs/make-initial-job-view';

let app: FilesApp;
beforeAll(async () => {
  app = await startFilesApp();
});
afterAll(() => app?.close());

async function visitor(): Promise<HttpVisitor & { userId: string }> {
  const v = await httpVisitor(app.base).start();
  const { userId } = (await (await v.request('/api/session', { method: 'POST' })).json()) as { userId: string };
  return Object.assign(v, { userId });
}

/** An editor job of `userId` whose export files are in storage, as a finished render leaves them. */
async function seedEditorJob(userId: string, exports: Record<string, Buffer>, stitched: Buffer | null) {
  const fileId = randomUUID();
  const upload = Buffer.from('the upload itself');
  await app.storage.put(storageKeys.upload(fileId), upload);
  await app.db.prisma.file.create({
    data: { id: fileId, userId, name: 'Beach day.mov', storageKey: storageKeys.upload(fileId), kind: 'upload', status: 'ready', sizeBytes: BigInt(upload.length), receivedBytes: BigInt(upload.length), durationS: 2, width: 64, height: 64, fps: 25, hasAudio: true },
  });
  const jobId = randomUUID();
  await app.db.prisma.job.create({ data: { id: jobId, userId, fileId, toolId: 'highlight_video_maker', plan: 'pro', status: 'completed', rangeStartS: 0, rangeEndS: 2, options: {} } });
  for (const [name, bytes] of Object.entries(exports)) await app.storage.put(editorKeys.exportFile(jobId, name), bytes);
  if (stitched) await app.storage.put(storageKeys.output(jobId, 'stitched'), stitched);
  return { jobId, upload };
}

const timeline = buildEditTimeline({
  name: 'Beach',
  fps: 25,
  output: { width: 360, height: 640 },
  source: { fileName: 'source.mp4', durationS: 2, width: 640, height: 360, audio: { rate: 22050, channels: 1 } },
  clips: [{ decisionId: 0, startS: 0, endS: 2, inputIndex: 0, description: 'all', outputStartS: 0 }],
  fit: 'fill',
  music: { fileName: 'music.flac', durationS: 1, audio: { rate: 44100, channels: 2 } },
});
const projectFiles = Object.fromEntries(Object.entries(TIMELINE_FILE_NAMES).map(([format, name]) => [name, Buffer.from(TIMELINE_BUILDERS[format as keyof typeof TIMELINE_BUILDERS](timeline))]));

describe('the project zip', () => {
  it('holds the project files, the source, the music and the captions in one folder where their relative paths resolve', async () => {
    const a = await visitor();
    const source = Buffer.alloc(200_000, 7);
    const { jobId } = await seedEditorJob(a.userId, { ...projectFiles, 'music.flac': Buffer.from('flac bytes'), 'captions.srt': Buffer.from('1\n00:00:00,000 --> 00:00:01,000\nHi\n') }, source);
    const response = await a.request(createMediaUrls(TEST_MEDIA_URL_SECRET).sign(`/media/jobs/${jobId}/exports/project.zip?download=1`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain('Beach%20day-edit.zip');
    const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(entries).sort()).toEqual(['Beach day-edit/README.txt', 'Beach day-edit/captions.srt', 'Beach day-edit/edit-premiere.xml', 'Beach day-edit/edit.fcpxml', 'Beach day-edit/edit.otio', 'Beach day-edit/music.flac', 'Beach day-edit/source.mp4']);
    expect(Buffer.from(entries['Beach day-edit/source.mp4']!).equals(source)).toBe(true);
    expect(Buffer.from(entries['Beach day-edit/edit.fcpxml']!).equals(projectFiles['edit.fcpxml']!)).toBe(true);
    expect(Buffer.from(entries['Beach day-edit/README.txt']!).toString()).toContain('Relink');

    // Every media path the three files name is a file beside them in the zip.
    const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });
    const text = (name: string) => Buffer.from(entries[`Beach day-edit/${name}`]!).toString();
    const fcpPaths = [parser.parse(text('edit.fcpxml')).fcpxml.resources.asset].flat().map((asset: { 'media-rep': { src: string } }) => asset['media-rep'].src);
    const xmemlPaths = [...text('edit-premiere.xml').matchAll(/<pathurl>([^<]+)<\/pathurl>/g)].map((m) => m[1]!);
    const otioPaths = [...text('edit.otio').matchAll(/"target_url": "([^"]+)"/g)].map((m) => m[1]!);
    for (const paths of [fcpPaths, xmemlPaths, otioPaths]) {
      expect(new Set(paths)).toEqual(new Set(['source.mp4', 'music.flac']));
      for (const path of paths) expect(entries[`Beach day-edit/${decodeURI(path)}`]).toBeDefined();
    }
  });

  it('a single input is its own source; nothing without project files; nothing for another user', async () => {
    const a = await visitor();
    const b = await visitor();
    const { jobId, upload } = await seedEditorJob(a.userId, { 'edit.otio': projectFiles['edit.otio']! }, null);
    const url = createMediaUrls(TEST_MEDIA_URL_SECRET).sign(`/media/jobs/${jobId}/exports/project.zip?download=1`);
    const entries = unzipSync(new Uint8Array(await (await a.request(url)).arrayBuffer()));
    expect(Buffer.from(entries['Beach day-edit/source.mp4']!).equals(upload)).toBe(true);
    expect((await b.request(url)).status).toBe(404);

    const captionsOnly = await seedEditorJob(a.userId, { 'captions.srt': Buffer.from('') }, null);
    expect((await a.request(createMediaUrls(TEST_MEDIA_URL_SECRET).sign(`/media/jobs/${captionsOnly.jobId}/exports/project.zip?download=1`))).status).toBe(404);
  });

  it('is offered beside the files of a job with project files, and not with captions alone', () => {
    const urls = createMediaUrls(TEST_MEDIA_URL_SECRET);
    const view = (exports: Record<string, string>) => ({ ...makeBlankJobView({ jobId: 'j1', toolId: 'highlight_video_maker', range: { startS: 0, endS: 1 }, options: {} }), edit: { phase: 'rendering' as const, decisions: [], toggled: [], plannedS: 1, outputS: 1, targetS: null, short: false, language: null, exports } });
    expect(Object.keys(toClientJob(view({ 'captions.srt': 'k', 'edit.otio': 'k', 'source.mp4': 'k' }), urls).exportUrls).sort()).toEqual(['captions.srt', 'edit.otio', 'project.zip', 'source.mp4']);
    expect(Object.keys(toClientJob(view({ 'captions.srt': 'k' }), urls).exportUrls)).toEqual(['captions.srt']);
  });
});
