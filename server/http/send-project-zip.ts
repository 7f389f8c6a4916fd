import type { ServerResponse } from 'node:http';
import yazl from 'yazl';
import type { Storage } from '../../temporal/activities/storage/storage';
import { RELINK_HINT } from '../../domain/editing/build-edit-timeline';

/** Already compressed: stored as they are (deflating them again costs time and saves nothing). */
const STORED = /\.(mp4|mov|flac|m4a)$/;

/** The zip's read-me: which file opens in which editor, and how the media is found. */
export const PROJECT_README = [
  'Kinora edit: project files and the media they use',
  '',
  'edit.fcpxml        Final Cut Pro (File > Import > XML), also DaVinci Resolve',
  'edit-premiere.xml  Premiere Pro (File > Import), also DaVinci Resolve and Final Cut 7 compatible tools',
  'edit.otio          OpenTimelineIO (DaVinci Resolve 18+, OTIO tools)',
  'source.mp4         the footage every clip cuts from',
  'music.flac         the music bed (when the edit has music)',
  'captions.*         the captions as subtitles (SRT, WebVTT) and with word times (JSON)',
  '',
  RELINK_HINT,
  '',
].join('\n');

/**
 * Streams a zip of a job's project files and their media, one folder with the media beside the project files (their
 * paths are relative to it), so the editor finds everything where it unzips. Entries are read from storage one at a
 * time as the zip is written; nothing is held in memory or written to disk.
 */
export function sendProjectZip(res: ServerResponse, storage: Storage, entries: readonly { name: string; key: string; sizeBytes: number }[], folder: string, head: boolean): void {
  res.writeHead(200, {
    'Content-Type': 'application/zip',
    'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(`${folder}.zip`)}`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  });
  if (head) {
    res.end();
    return;
  }
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(PROJECT_README), `${folder}/README.txt`);
  for (const entry of entries) {
    zip.addReadStreamLazy(`${folder}/${entry.name}`, { compress: !STORED.test(entry.name), size: entry.sizeBytes }, (callback) => callback(null, storage.stream(entry.key)));
  }
  zip.end();
  // A media object that fails mid-way (storage gone): the download breaks rather than ending as a short, valid-looking zip.
  zip.on('error', () => res.destroy());
  zip.outputStream.on('error', () => res.destroy());
  zip.outputStream.pipe(res);
}
