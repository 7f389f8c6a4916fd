import { z } from 'zod';
import type { File } from '../../generated/prisma/client';
import { DomainTRPCError, router, viewerProcedure } from '../trpc';

/** The file fields the browser needs (sizes as numbers: JSON has no bigint). */
export function toClientFile(file: File) {
  return {
    id: file.id,
    name: file.name,
    status: file.status,
    errorCode: file.errorCode,
    sizeBytes: Number(file.sizeBytes),
    receivedBytes: Number(file.receivedBytes),
    durationS: file.durationS,
    width: file.width,
    height: file.height,
    fps: file.fps,
    hasAudio: file.hasAudio,
    sourceUrl: `/media/files/${file.id}`,
  };
}
export type ClientFile = ReturnType<typeof toClientFile>;

export const filesRouter = router({
  get: viewerProcedure.input(z.object({ fileId: z.string() })).query(async ({ ctx, input }) => {
    const file = await ctx.prisma.file.findUnique({ where: { id: input.fileId } });
    if (!file || file.userId !== ctx.user.id) throw new DomainTRPCError('NOT_FOUND', 'file_not_found');
    return toClientFile(file);
  }),
  list: viewerProcedure.query(async ({ ctx }) => {
    const files = await ctx.prisma.file.findMany({ where: { userId: ctx.user.id }, orderBy: { createdAt: 'desc' }, take: 50 });
    return files.map(toClientFile);
  }),
});
