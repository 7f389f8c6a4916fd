import { z } from 'zod';
import type { File } from '../../generated/prisma/client';
import { LIST_PAGE_SIZE } from '../../domain/platform';
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
    kind: file.kind,
    createdAt: file.createdAt.toISOString(),
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
  /** One page (from 1) of the user's files, newest first: every file, or only jobs' outputs. Past the end: an empty page. */
  list: viewerProcedure
    .input(z.object({ page: z.number().int().min(1).default(1), kind: z.enum(['all', 'output']).default('all') }).default({ page: 1, kind: 'all' }))
    .query(async ({ ctx, input }) => {
      const files = await ctx.prisma.file.findMany({
        where: { userId: ctx.user.id, ...(input.kind === 'output' ? { kind: 'output' } : {}) },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip: (input.page - 1) * LIST_PAGE_SIZE,
        take: LIST_PAGE_SIZE,
      });
      return files.map(toClientFile);
    }),
});
