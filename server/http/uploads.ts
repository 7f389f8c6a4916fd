import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { buffer } from 'node:stream/consumers';
import { Server as TusServer } from '@tus/server';
import type { Upload } from '@tus/utils';
import { isToolId } from '../../domain/catalogue/tool-ids';
import { getTool } from '../../domain/catalogue/get-tool';
import { checkNewUpload } from '../../domain/files/check-new-upload';
import { checkUploadReservation, DEFAULT_UPLOAD_RESERVATION_LIMITS, type UploadReservationLimits } from '../../domain/files/check-upload-reservation';
import { acceptsImageUploads, checkImageUpload, detectImageType, isImageUploadType, withImageExtension } from '../../domain/files/image-upload';
import { sanitizeFileName } from '../../domain/files/sanitize-file-name';
import { getProbedFileFields } from '../../domain/files/get-probed-file-fields';
import { isWebPlayableVideoCodec } from '../../domain/media/is-web-playable-video-codec';
import type { PlanId } from '../../domain/plans';
import type { DomainError, ErrorCode } from '../../domain/error-codes';
import type { User } from '../../generated/prisma/client';
import { storageKeys } from '../../temporal/activities/storage/storage-keys';
import { findViewer, getOrCreateViewer } from '../auth/get-viewer';
import { getStorageUsedBytes } from '../files/get-storage-used';
import { getPendingUploadBytes } from '../files/get-pending-upload-bytes';
import { getFreeDiskBytes } from '../files/get-free-disk-bytes';
import { toClientFile } from '../routers/files-router';
import { GatewayError } from '../temporal/job-gateway';
import type { AppDeps } from '../trpc';
import { getRequestAddress, limitRequest } from './rate-limiter';
import { getMetrics } from '../../temporal/runtime/observability/metrics';
import { createUploadStaging } from './upload-staging';
import { isS3Storage } from '../../temporal/activities/storage/s3-storage';

export const UPLOADS_PATH = '/api/uploads';

/** What a hook throws to answer with one of our error codes (tus sends `status_code` and `body` as they are). */
function refuse(status: number, error: DomainError): { status_code: number; body: string } {
  return { status_code: status, body: JSON.stringify({ error: { code: error.code, params: error.params ?? null } }) };
}

// Serialises upload creations on PostgreSQL (any number of app processes): quotas over all users hold only if two
// creations cannot both see the same room. An arbitrary constant, the key of a transaction-scoped advisory lock.
const UPLOAD_RESERVATION_LOCK = 7_301_994;

/** The HTTP status of a refused upload creation. */
function getRefusalStatus(code: ErrorCode): number {
  switch (code) {
    case 'project_not_found':
      return 404;
    case 'media_empty_file':
    case 'file_too_small':
    case 'too_many_videos':
      return 400;
    case 'upload_pending_limit_reached':
      return 429;
    case 'server_upload_capacity_reached':
      return 503;
    case 'server_disk_space_low':
      return 507;
    default:
      return 413;
  }
}

/** The tus request's underlying Node request (srvx keeps it), where the viewer was put before tus saw the request. */
function nodeRequestOf(req: { runtime?: { node?: { req: unknown } } }): IncomingMessage {
  const node = req.runtime?.node?.req;
  if (!node) throw new Error('tus request without its Node request');
  return node as IncomingMessage;
}

export interface UploadHandlerOptions {
  /** The operator's cap on any upload (MAX_UPLOAD_BYTES). */
  maxUploadBytes: number;
  /**
   * Where tus keeps unfinished uploads and their offsets (on disk, so an upload survives an app restart); with S3
   * storage they are kept in the bucket instead (upload-staging.ts).
   */
  uploadsDir: string;
  /** Room promised to unfinished uploads, per client address and in all, and the disk's free-space floor. */
  uploadReservationLimits?: UploadReservationLimits;
  log?: (message: string) => void;
}

/** Where an upload handler listens and who its requests' owner is (the public API: /api/v1/uploads, the API key's account). */
export interface UploadRoute {
  path: string;
  /** The owner of a request: for a new upload (`creating`) the viewer to create it for, else who may see it; null: nobody. */
  findOwner(req: IncomingMessage, res: ServerResponse, creating: boolean): Promise<User | null>;
}

/**
 * Resumable uploads on the tus protocol (tus.io 1.0: creation, termination) under /api/uploads (or the route's path). The upload id is the
 * file id. Creation checks the size against the tool, the plan, the operator's cap, the plan's media storage and the
 * project's videos; the bytes are bounded by the declared length as they arrive (tus refuses more). On the last byte
 * the file moves into storage and is probed by ffprobe on a compute worker; the final answer carries the probed file
 * or its error code. Only the viewer who created an upload can see, resume or cancel it.
 */
export function createUploadHandler(deps: AppDeps & UploadHandlerOptions, route?: UploadRoute) {
  const uploadsPath = route?.path ?? UPLOADS_PATH;
  // The web app's uploads belong to the session's viewer (a first-time visitor gets a guest user).
  const findOwner = route?.findOwner ?? ((req: IncomingMessage, res: ServerResponse, creating: boolean) => (creating ? getOrCreateViewer(deps.viewer, req, res) : findViewer(deps.viewer, req)));
  const viewers = new WeakMap<IncomingMessage, User>();
  const viewerOf = (req: Parameters<typeof nodeRequestOf>[0]) => {
    const user = viewers.get(nodeRequestOf(req));
    if (!user) throw new Error('tus request without a viewer');
    return user;
  };
  const staging = createUploadStaging(deps.storage, deps.uploadsDir);

  const tus = new TusServer({
    path: uploadsPath,
    datastore: staging.datastore,
    relativeLocation: true,
    // Same origin only: no CORS headers.
    allowedOrigins: [],
    disableTerminationForFinishedUploads: true,
    namingFunction: () => randomUUID(),
    maxSize: () => deps.maxUploadBytes,

    async onUploadCreate(req, upload) {
      const user = viewerOf(req);
      // The length must be known up front: limits are checked on it before any byte is stored.
      if (upload.sizeIsDeferred || upload.size === undefined) throw refuse(400, { code: 'invalid_request' });
      const meta = upload.metadata ?? {};
      const toolId = meta.toolId ?? null;
      if (toolId !== null && !isToolId(toolId)) throw refuse(400, { code: 'invalid_request' });
      const projectId = meta.projectId || null;
      // An image for a tool that places pictures (MotionChat): image limits, no probing. Any other upload is a video.
      const image = isImageUploadType(meta.filetype) && acceptsImageUploads(toolId);
      const imageRefusal = image ? checkImageUpload({ sizeBytes: upload.size, declaredType: meta.filetype }) : null;
      if (imageRefusal) throw refuse(imageRefusal.code === 'image_too_large' ? 413 : 400, imageRefusal);
      // Many fresh visitors from one address are one address: its unfinished uploads share a quota.
      const address = getRequestAddress(nodeRequestOf(req), deps.trustedProxies ?? []);
      // Uploads staged in a bucket never fill this machine's disk: its floor does not apply to them.
      const freeDiskBytes = isS3Storage(deps.storage) ? null : await getFreeDiskBytes(deps.uploadsDir);
      // Check and reserve in one transaction, with upload creations serialised and the user's row locked: uploads
      // started together cannot each see room that only one of them fits in.
      const refusal = await deps.prisma.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT pg_advisory_xact_lock(${UPLOAD_RESERVATION_LOCK})::text`;
        await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${user.id} FOR UPDATE`;
        let projectFileCount: number | null = null;
        if (projectId) {
          const project = await tx.project.findUnique({ where: { id: projectId }, include: { _count: { select: { files: true } } } });
          if (!project || project.userId !== user.id) return { code: 'project_not_found' as const };
          projectFileCount = project._count.files;
        }
        const found = checkNewUpload({
          sizeBytes: upload.size!,
          tool: toolId && !image ? getTool(toolId) : null,
          plan: user.plan as PlanId,
          maxUploadBytes: deps.maxUploadBytes,
          usedBytes: await getStorageUsedBytes(tx, user.id),
          projectFileCount,
        });
        if (found) return found;
        const pending = await getPendingUploadBytes(tx, address, Date.now());
        const noRoom = checkUploadReservation({ sizeBytes: upload.size!, ...pending, freeDiskBytes }, deps.uploadReservationLimits ?? DEFAULT_UPLOAD_RESERVATION_LIMITS);
        if (noRoom) return noRoom;
        await tx.file.create({
          data: {
            id: upload.id, userId: user.id, name: sanitizeFileName(meta.filename ?? ''), sizeBytes: BigInt(upload.size!), storageKey: storageKeys.upload(upload.id), projectId,
            kind: image ? 'image' : 'upload', uploadAddress: address,
          },
        });
        return null;
      });
      if (refusal) {
        if (refusal.code === 'server_disk_space_low') deps.log?.(`upload refused: free disk space under the floor (${freeDiskBytes} bytes free in ${deps.uploadsDir})`);
        throw refuse(getRefusalStatus(refusal.code), refusal);
      }
      return {};
    },

    async onUploadFinish(req, upload) {
      const file = await finishUpload(upload);
      return { status_code: 200, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(file) };
    },

    onResponseError(_req, error) {
      const { status_code: status, body } = error as { status_code?: number; body?: string };
      // tus's own refusals of more bytes than declared or allowed (some are Error objects carrying a status).
      if (status === 413 && !body?.startsWith('{')) return refuse(413, { code: 'upload_too_large', params: { maxBytes: deps.maxUploadBytes } });
      if (status === undefined) {
        deps.log?.(`upload failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        return refuse(500, { code: 'internal_error' });
      }
      return undefined;
    },
  });

  /** Moves the finished upload into storage and probes it; the file row says what it is or why it cannot be used. */
  async function finishUpload(upload: Upload) {
    const file = await deps.prisma.file.update({ where: { id: upload.id }, data: { status: 'probing', receivedBytes: BigInt(upload.offset) } });
    getMetrics().uploadBytes.inc(upload.offset);
    if (file.kind === 'image') return finishImageUpload(upload, file.storageKey, file.name);
    await staging.storeFinished(upload.id, file.storageKey);
    try {
      const media = await deps.jobs.probeUpload(file.id, file.storageKey);
      const ready = await deps.prisma.file.update({
        where: { id: file.id },
        data: getProbedFileFields(media),
      });
      // Made beside the user's work: a small H.264 copy for the player when the page cannot play the codec (an AVI's
      // MPEG-4, ProRes...), and OneEditor's media (proxy, thumbnail strip, waveform) for every upload.
      const copy = {
        fileId: file.id, key: file.storageKey, outputKey: storageKeys.playableCopy(file.id), durationS: media.durationS, hasAudio: media.hasAudio,
        webPlayable: isWebPlayableVideoCodec(media.videoCodec), editor: { width: media.width, height: media.height },
      };
      await deps.jobs.startPlayableCopy(copy).catch((error: unknown) => deps.log?.(`playable copy of ${file.id} not started: ${String(error)}`));
      return { file: toClientFile(ready, deps.mediaUrls) };
    } catch (error) {
      const code = error instanceof GatewayError ? error.code : 'internal_error';
      if (!(error instanceof GatewayError)) deps.log?.(`probing upload ${file.id} failed: ${String(error)}`);
      const failed = await deps.prisma.file.update({ where: { id: file.id }, data: { status: 'failed', errorCode: code } });
      return { file: toClientFile(failed, deps.mediaUrls), error: { code, params: null } };
    }
  }

  /** An image is what its first bytes say (not its name or declared type); its name gets that type's extension. */
  async function finishImageUpload(upload: Upload, storageKey: string, name: string) {
    await staging.storeFinished(upload.id, storageKey);
    // Its first bytes, read back from storage (wherever the upload was staged).
    const head = upload.offset > 0 ? await buffer(deps.storage.stream(storageKey, { start: 0, end: Math.min(16, upload.offset) - 1 })) : Buffer.alloc(0);
    const type = detectImageType(head);
    const data = type ? { status: 'ready', name: withImageExtension(name, type) } : { status: 'failed', errorCode: 'image_type_unsupported' };
    const file = await deps.prisma.file.update({ where: { id: upload.id }, data });
    return { file: toClientFile(file, deps.mediaUrls), ...(type ? {} : { error: { code: 'image_type_unsupported', params: null } }) };
  }

  /** Cancelled by its owner (tus termination): the unfinished file goes too. */
  tus.on('POST_TERMINATE', (_req: unknown, _res: unknown, id: string) => {
    void deps.prisma.file.deleteMany({ where: { id, status: 'uploading' } }).catch((error: unknown) => deps.log?.(`removing cancelled upload ${id} failed: ${String(error)}`));
  });

  return async function handleUpload(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
    if (path !== uploadsPath && !path.startsWith(`${uploadsPath}/`)) return false;
    const match = /^(?:\/([^/]+))?\/?$/.exec(path.slice(uploadsPath.length));
    if (!match) return false;
    const uploadId = match[1];
    if (req.method === 'OPTIONS') return await tus.handle(req, res), true;
    if (!['POST', 'HEAD', 'PATCH', 'DELETE'].includes(req.method ?? '') || (req.method === 'POST') === Boolean(uploadId)) {
      res.writeHead(405, { 'Content-Type': 'application/json' });
      res.end(refuse(405, { code: 'invalid_request' }).body);
      return true;
    }
    const user = await findOwner(req, res, !uploadId);
    if (!uploadId && !user) {
      res.writeHead(401, { 'Content-Type': 'application/json', 'Tus-Resumable': '1.0.0' });
      res.end(refuse(401, { code: 'not_authenticated' }).body);
      return true;
    }
    if (!uploadId && user) {
      // New uploads per hour are limited (resuming one is not a new upload).
      const limited = await limitRequest(deps, req, 'upload', user.id);
      if (!limited.ok) {
        res.writeHead(429, { 'Content-Type': 'application/json', 'Tus-Resumable': '1.0.0', 'Retry-After': String(limited.retryAfterS) });
        res.end(JSON.stringify({ error: { code: 'rate_limited', params: { retryAfterS: limited.retryAfterS } } }));
        return true;
      }
    }
    if (uploadId) {
      // Only the owner may learn the offset of, resume or cancel an upload; to anyone else it does not exist.
      const file = user ? await deps.prisma.file.findUnique({ where: { id: uploadId }, select: { userId: true } }) : null;
      if (!user || !file || file.userId !== user.id) {
        res.writeHead(404, { 'Content-Type': 'application/json', 'Tus-Resumable': '1.0.0' });
        res.end(req.method === 'HEAD' ? undefined : refuse(404, { code: 'file_not_found' }).body);
        return true;
      }
    }
    viewers.set(req, user!);
    await tus.handle(req, res);
    return true;
  };
}
