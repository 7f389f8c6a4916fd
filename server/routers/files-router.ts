import { z } from 'zod';
import type { File } from '../../generated/prisma/client';
import { getPlan, type PlanId } from '../../domain/plans';
import { sanitizeFileName } from '../../domain/files/sanitize-file-name';
import { getFileExpiry } from '../../domain/files/get-file-expiry';
import { isWebPlayableVideoCodec } from '../../domain/media/is-web-playable-video-codec';
import type { MediaUrls } from '../http/media-urls';
import { hasVideoFrames } from '../http/get-thumbnail-key';
import { getStorageUsedBytes } from '../files/get-storage-used';
import { isFileInUse } from '../../temporal/activities/app/is-file-in-use';
import { deleteFileData } from '../../temporal/activities/app/delete-file-data';
import { DomainTRPCError, router, viewerProcedure, type Context } from '../trpc';
import { recordId } from './record-id';

/** Files per page of the files lists. */
export const FILES_PAGE_SIZE = 20;

/** The file fields the browser needs (sizes as numbers: JSON has no bigint; media URLs signed and expiring). */
export function toClientFile(file: File, urls: MediaUrls, expiresAt: Date | null = null) {
  return {
    id: file.id,
    name: file.name,
    kind: file.kind as 'upload' | 'output' | 'image',
    status: file.status,
    errorCode: file.errorCode,
    sizeBytes: Number(file.sizeBytes),
    receivedBytes: Number(file.receivedBytes),
    durationS: file.durationS,
    width: file.width,
    height: file.height,
    fps: file.fps,
    hasAudio: file.hasAudio,
    projectId: file.projectId,
    createdAt: file.createdAt.toISOString(),
    /** When retention removes it (visitors' files), or null. */
    expiresAt: expiresAt?.toISOString() ?? null,
    /** What the browser's player plays: the upload itself, or its H.264 copy when the page cannot play the original. */
    sourceUrl: urls.sign(file.playableKey ? `/media/files/${file.id}?playable=1` : `/media/files/${file.id}`),
    /** The page cannot play the original and its copy is still being made (the player waits; the tools already work). */
    playablePending: file.kind === 'upload' && file.status === 'ready' && file.videoCodec !== null && !file.playableKey && !isWebPlayableVideoCodec(file.videoCodec),
    downloadUrl: urls.sign(`/media/files/${file.id}?download=1`),
    /** A video's poster (the lists) and its 10 x 10 scrubbing sprite over its whole length (the filmstrip); made once, on first ask. */
    posterUrl: hasVideoFrames(file) ? urls.sign(`/media/files/${file.id}/poster`) : null,
    spriteUrl: hasVideoFrames(file) ? urls.sign(`/media/files/${file.id}/sprite`) : null,
  };
}
export type ClientFile = ReturnType<typeof toClientFile>;

type ViewerContext = Context & { user: { id: string; isGuest: boolean; plan: string } };

/** The viewer's file; anyone else's (or none) is "not found", never "forbidden", so ids cannot be probed. */
export async function getOwnedFile(ctx: ViewerContext, fileId: string): Promise<File> {
  const file = await ctx.prisma.file.findUnique({ where: { id: fileId } });
  if (!file || file.userId !== ctx.user.id) throw new DomainTRPCError('NOT_FOUND', 'file_not_found');
  return file;
}

/**
 * One of the viewer's image uploads, ready to place: a video or a failed upload (bytes that were no image) is not an
 * image we can use; an upload still under way is not ready yet.
 */
export async function getOwnedImage(ctx: ViewerContext, fileId: string): Promise<File> {
  const file = await getOwnedFile(ctx, fileId);
  if (file.kind !== 'image' || file.status === 'failed') throw new DomainTRPCError('BAD_REQUEST', 'image_type_unsupported');
  if (file.status !== 'ready') throw new DomainTRPCError('BAD_REQUEST', 'image_not_ready');
  return file;
}

const clientFileOf = (ctx: ViewerContext, file: File) => toClientFile(file, ctx.mediaUrls, getFileExpiry(ctx.user, file.createdAt, ctx.guestRetentionMs));

const FileId = z.object({ fileId: recordId });

export const filesRouter = router({
  get: viewerProcedure.input(FileId).query(async ({ ctx, input }) => clientFileOf(ctx, await getOwnedFile(ctx, input.fileId))),

  /** One page of the viewer's uploads, outputs or both (the spec's files, all_output_files, all_files), newest first; or their images (MotionChat's pictures, not in `all`). */
  list: viewerProcedure
    .input(z.object({ kind: z.enum(['upload', 'output', 'image', 'all']).default('all'), page: z.number().int().min(1).max(10_000).default(1) }).default({ kind: 'all', page: 1 }))
    .query(async ({ ctx, input }) => {
      const rows = await ctx.prisma.file.findMany({
        where: { userId: ctx.user.id, kind: input.kind === 'all' ? { in: ['upload', 'output'] } : input.kind },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip: (input.page - 1) * FILES_PAGE_SIZE,
        // One more than a page tells whether another page follows.
        take: FILES_PAGE_SIZE + 1,
      });
      return { files: rows.slice(0, FILES_PAGE_SIZE).map((file) => clientFileOf(ctx, file)), page: input.page, hasMore: rows.length > FILES_PAGE_SIZE };
    }),

  /** Storage used against the plan's media limit, and how long a visitor's files are kept. */
  usage: viewerProcedure.query(async ({ ctx }) => {
    const oldest = ctx.user.isGuest ? await ctx.prisma.file.findFirst({ where: { userId: ctx.user.id }, orderBy: { createdAt: 'asc' }, select: { createdAt: true } }) : null;
    return {
      usedBytes: await getStorageUsedBytes(ctx.prisma, ctx.user.id),
      limitBytes: getPlan(ctx.user.plan as PlanId).mediaStorageBytes,
      isGuest: ctx.user.isGuest,
      retentionDays: ctx.user.isGuest ? Math.round(ctx.guestRetentionMs / 86_400_000) : null,
      /** The first date a visitor's file is removed, or null. */
      nextExpiry: oldest ? getFileExpiry(ctx.user, oldest.createdAt, ctx.guestRetentionMs)?.toISOString() ?? null : null,
    };
  }),

  rename: viewerProcedure.input(FileId.extend({ name: z.string().max(1000) })).mutation(async ({ ctx, input }) => {
    await getOwnedFile(ctx, input.fileId);
    const file = await ctx.prisma.file.update({ where: { id: input.fileId }, data: { name: sanitizeFileName(input.name) } });
    return clientFileOf(ctx, file);
  }),

  delete: viewerProcedure.input(FileId).mutation(async ({ ctx, input }) => {
    const file = await getOwnedFile(ctx, input.fileId);
    // A file being probed is about to be used, one being imported from a link is being written (its workflow ends it);
    // an unfinished upload may go (its staged bytes are swept later).
    if (file.status === 'probing' || file.status === 'importing' || (await isFileInUse(ctx.prisma, file))) {
      throw new DomainTRPCError('CONFLICT', 'file_in_use');
    }
    await deleteFileData(ctx.prisma, ctx.storage, file);
    return { ok: true };
  }),
});
