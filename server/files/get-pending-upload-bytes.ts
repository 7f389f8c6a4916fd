import type { PrismaClient } from '../../generated/prisma/client';
import { UPLOAD_RESERVATION_TTL_MS } from '../../domain/files/check-upload-reservation';

/**
 * Unfinished uploads at their declared size (what the server has promised room for): on the whole server, and from
 * one client address. Uploads started more than UPLOAD_RESERVATION_TTL_MS ago no longer count.
 */
export async function getPendingUploadBytes(prisma: Pick<PrismaClient, 'file'>, address: string, nowMs: number) {
  const pending = { status: 'uploading', createdAt: { gt: new Date(nowMs - UPLOAD_RESERVATION_TTL_MS) } };
  const total = await prisma.file.aggregate({ where: pending, _sum: { sizeBytes: true } });
  const mine = await prisma.file.aggregate({ where: { ...pending, uploadAddress: address }, _sum: { sizeBytes: true }, _count: { _all: true } });
  return {
    totalPendingBytes: Number(total._sum.sizeBytes ?? 0n),
    addressPendingBytes: Number(mine._sum.sizeBytes ?? 0n),
    addressPendingUploads: mine._count._all,
  };
}
