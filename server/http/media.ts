import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname } from 'node:path';
import parseRange from 'range-parser';
import { findViewer } from '../auth/get-viewer';
import { authenticateApiKey } from '../api-v1/api-keys';
import type { AppDeps } from '../trpc';
import { sendError } from './send-json';
import { limitRequest } from './rate-limiter';
import { editorKeys, storageKeys } from '../../temporal/activities/storage/storage-keys';
import { sanitizeFileName } from '../../domain/files/sanitize-file-name';
import { getOutputFormat } from '../../domain/files/get-output-format';
import { IMAGE_UPLOAD_TYPES } from '../../domain/files/image-upload';
import { chatKeys } from '../../temporal/activities/storage/chat-keys';
import { isChatAttachmentName } from '../../domain/chat/chat-message';
import { readStoredStrip } from '../editor/to-editor-file';

/** The AI video editor's downloadable files and their types. */
const EXPORT_TYPES: Record<string, string> = {
  'captions.srt': 'application/x-subrip; charset=utf-8',
  'captions.vtt': 'text/vtt; charset=utf-8',
  'captions.json': 'application/json',
  'edit.fcpxml': 'application/xml',
  'edit-premiere.xml': 'application/xml',
  'edit.otio': 'application/json',
  'source.mp4': 'video/mp4',
};

const TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.m4v': 'video/mp4',
  '.mov': 'video/quicktime',
  '.webm': 'video/webm',
  '.mkv': 'video/x-matroska',
};
/** Image uploads are named after the type their bytes showed (domain/files/image-upload.ts). */
const IMAGE_TYPES: Record<string, string> = { ...Object.fromEntries(IMAGE_UPLOAD_TYPES.map((t) => [`.${t.extension}`, t.type])), '.jpeg': 'image/jpeg' };

/**
 * Streams media the viewer owns, with HTTP range requests (seeking in the browser's player, resumable downloads):
 * /media/files/:fileId (an upload or registered output) and /media/jobs/:jobId/(preview|final|poster|sprite|source|faces/:n) (a
 * job's outputs, its input (source) and the detected people's thumbnails; ?download=1 to save). Every URL is signed and expiring (see media-urls.ts): a missing, expired or altered
 * signature answers 403; a valid URL still serves only its owner's session (or the owner's API key, as a bearer token).
 */
export function createMediaHandler(deps: AppDeps) {
  return async function handleMedia(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams): Promise<boolean> {
    const fileMatch = /^\/media\/files\/([a-zA-Z0-9-]+)$/.exec(path);
    // OneEditor's media of an upload: its proxy, thumbnail strip (and first frame) and waveform peaks.
    const editorMatch = /^\/media\/files\/([a-zA-Z0-9-]+)\/(proxy|strip|thumb|waveform)$/.exec(path);
    const jobMatch = /^\/media\/jobs\/([a-zA-Z0-9-]+)\/(preview|final|poster|sprite|source|faces\/\d{1,3})$/.exec(path);
    const exportMatch = /^\/media\/jobs\/([a-zA-Z0-9-]+)\/exports\/([a-z0-9.-]+)$/.exec(path);
    const chatMatch = /^\/media\/jobs\/([a-zA-Z0-9-]+)\/chat\/([a-z0-9.-]+)$/.exec(path);
    if (!fileMatch && !editorMatch && !jobMatch && !exportMatch && !chatMatch) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendError(res, 405, 'invalid_request'), true;
    if (!deps.mediaUrls.verify(path, query)) return sendError(res, 403, 'media_url_invalid'), true;
    // The public API's clients download with their key (a bearer header, never a cookie); the browser with its session.
    const apiKey = /^Bearer\s/i.test(req.headers.authorization ?? '') ? await authenticateApiKey(deps.prisma, req.headers.authorization, deps.apiPlans) : null;
    if (apiKey && !apiKey.ok) return sendError(res, apiKey.status, apiKey.code), true;
    const user = apiKey?.ok ? apiKey.user : await findViewer(deps.viewer, req);
    if (!user) return sendError(res, 401, 'not_authenticated'), true;

    let key: string | null = null;
    let type = 'video/mp4';
    let downloadName = 'output.mp4';
    let headersType: string | null = null;
    if (fileMatch) {
      const file = await deps.prisma.file.findUnique({ where: { id: fileMatch[1] } });
      if (file && file.userId === user.id && file.status !== 'uploading' && file.status !== 'probing' && file.status !== 'importing') {
        const playable = query.get('playable') === '1' && file.playableKey;
        key = playable ? file.playableKey : file.storageKey;
        type = playable ? 'video/mp4' : ((file.kind === 'image' ? IMAGE_TYPES : TYPES)[extname(file.name).toLowerCase()] ?? 'video/mp4');
        downloadName = sanitizeFileName(file.name);
      }
    } else if (editorMatch) {
      const file = await deps.prisma.file.findUnique({ where: { id: editorMatch[1] } });
      if (file && file.userId === user.id && file.status === 'ready') {
        const what = editorMatch[2]!;
        const strip = readStoredStrip(file.strip);
        key = what === 'proxy' ? file.proxyKey : what === 'waveform' ? file.waveformKey : what === 'strip' ? (strip?.key ?? null) : (strip?.thumbKey ?? null);
        headersType = what === 'proxy' ? 'video/mp4' : what === 'waveform' ? 'application/json' : 'image/jpeg';
        downloadName = sanitizeFileName(`${file.name.replace(/\.[^.]+$/, '')}-${what}.${what === 'proxy' ? 'mp4' : what === 'waveform' ? 'json' : 'jpg'}`);
      }
    } else if (jobMatch) {
      const job = await deps.prisma.job.findUnique({ where: { id: jobMatch[1] }, include: { file: true } });
      if (job && job.userId === user.id) {
        const what = jobMatch[2];
        if (what === 'source') {
          // The job's input, for the before/after view: its browser-playable copy when the upload needed one.
          key = job.file.playableKey ?? job.file.storageKey;
          type = job.file.playableKey ? 'video/mp4' : (TYPES[extname(job.file.name).toLowerCase()] ?? 'video/mp4');
        }
        const face = what?.startsWith('faces/') ? Number(what.slice('faces/'.length)) : null;
        if (what !== 'source') key = face !== null ? storageKeys.trackThumbnail(job.id, face) : what === 'preview' ? job.previewKey : what === 'final' ? job.outputKey : what === 'poster' ? storageKeys.poster(job.id) : storageKeys.sprite(job.id);
        if (face !== null || what === 'poster' || what === 'sprite') type = 'image/jpeg';
        const base = job.file.name.replace(/\.[^.]+$/, '');
        // A transparent output (background remover) is a WebM or a MOV: its key says which.
        const extension = key && (what === 'final' || what === 'preview') ? getOutputFormat(key) : 'mp4';
        if (what === 'final' || what === 'preview') type = TYPES[`.${extension}`] ?? 'video/mp4';
        downloadName = sanitizeFileName(`${base}-${job.toolId.replace(/_/g, '-')}${jobMatch[2] === 'preview' ? '-preview' : ''}.${extension}`);
      }
    } else if (exportMatch) {
      // The editor's files: only the names the workflow writes (the plan decided which); the stitched source for project files.
      const job = await deps.prisma.job.findUnique({ where: { id: exportMatch[1] }, include: { file: true } });
      const name = exportMatch[2]!;
      const exportType = EXPORT_TYPES[name];
      if (job && job.userId === user.id && exportType) {
        key = editorKeys.exportFile(job.id, name);
        if (name === 'source.mp4') {
          // Several inputs were stitched into one file; a single input is cut directly, so the upload is the source.
          const stitched = storageKeys.output(job.id, 'stitched');
          key = (await deps.storage.stat(stitched)) ? stitched : job.file.storageKey;
        }
        headersType = exportType;
        downloadName = name;
      }
    } else if (chatMatch) {
      // A chat reply's clip or key frame: only plain names, in the job's own chat folder.
      const job = await deps.prisma.job.findUnique({ where: { id: chatMatch[1] } });
      const name = chatMatch[2]!;
      if (job && job.userId === user.id && isChatAttachmentName(name)) {
        key = chatKeys.attachment(job.id, name);
        headersType = name.endsWith('.mp4') ? 'video/mp4' : name.endsWith('.png') ? 'image/png' : 'image/jpeg';
        downloadName = sanitizeFileName(`${job.toolId.replace(/_/g, '-')}-${name}`);
      }
    }
    if (headersType) type = headersType;
    const stat = key ? await deps.storage.stat(key) : null;
    if (!key || !stat) return sendError(res, 404, 'media_not_found'), true;
    // Downloads per hour are limited (a resumed download's later ranges are the same download).
    if (query.get('download') === '1' && (!req.headers.range || /^bytes=0-/.test(req.headers.range))) {
      const limited = await limitRequest(deps, req, 'download', user.id);
      if (!limited.ok) {
        res.setHeader('Retry-After', String(limited.retryAfterS));
        return sendError(res, 429, 'rate_limited', { retryAfterS: limited.retryAfterS }), true;
      }
    }

    // A bucket serves the object itself: the browser gets a presigned URL, made only now that the signature, the
    // owner and the download limit have been checked, and valid until this URL's own expiry.
    const expiresAt = new Date(Number(query.get('exp')) * 1000);
    const direct = await deps.storage.presignGet(key, { expiresAt, contentType: type, ...(query.get('download') === '1' ? { downloadName } : {}) });
    if (direct) {
      res.writeHead(302, { Location: direct, 'Cache-Control': 'private, max-age=300' });
      res.end();
      return true;
    }

    // nosniff: a user's file is served as the type we decided, never as what a browser guesses from its bytes.
    const headers: Record<string, string | number> = { 'Content-Type': type, 'X-Content-Type-Options': 'nosniff', 'Accept-Ranges': 'bytes', 'Cache-Control': 'private, max-age=3600' };
    if (query.get('download') === '1') headers['Content-Disposition'] = `attachment; filename*=UTF-8''${encodeURIComponent(downloadName)}`;
    const ranges = req.headers.range ? parseRange(stat.sizeBytes, req.headers.range, { combine: true }) : null;
    if (ranges === -1) {
      res.writeHead(416, { ...headers, 'Content-Range': `bytes */${stat.sizeBytes}` });
      res.end();
      return true;
    }
    // A malformed header (-2) or several ranges: serve the whole object, which HTTP allows.
    const range = Array.isArray(ranges) && ranges.length === 1 ? ranges[0]! : null;
    if (range) {
      res.writeHead(206, { ...headers, 'Content-Length': range.end - range.start + 1, 'Content-Range': `bytes ${range.start}-${range.end}/${stat.sizeBytes}` });
    } else {
      res.writeHead(200, { ...headers, 'Content-Length': stat.sizeBytes });
    }
    if (req.method === 'HEAD') return res.end(), true;
    const stream = deps.storage.stream(key, range ?? undefined);
    stream.on('error', () => res.destroy());
    stream.pipe(res);
    return true;
  };
}
