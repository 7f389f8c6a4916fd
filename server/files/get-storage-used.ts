import type { PrismaClient } from '../../generated/prisma/client';

/** Bytes a user's files take: uploads (unfinished ones at their declared size, which they may reach) and outputs. */
export async function getStorageUsedBytes(prisma: Pick<PrismaClient, 'file'>, userId: string): Promise<number> {
  const { _sum } = await prisma.file.aggregate({ where: { userId, status: { not: 'failed' } }, _sum: { sizeBytes: true } });
  return Number(_sum.sizeBytes ?? 0n);
}
