import type { PrismaClient } from '../../../generated/prisma/client';
import type { Storage } from '../storage/storage';
import { storageKeys } from '../storage/storage-keys';

/**
 * Removes a file: its stored object, the jobs that took it as input (rows and their storage: segments, previews,
 * outputs), then its row. A job output that was registered as a file of its own is kept with its object.
 * Callers check ownership and that no running job uses the file.
 */
export async function deleteFileData(prisma: PrismaClient, storage: Storage, file: { id: string; storageKey: string; playableKey?: string | null }): Promise<void> {
  const jobs = await prisma.job.findMany({ where: { fileId: file.id }, select: { id: true } });
  for (const job of jobs) {
    const prefix = `jobs/${job.id}`;
    const kept = await prisma.file.count({ where: { id: { not: file.id }, storageKey: { startsWith: `${prefix}/` } } });
    if (kept === 0) await storage.deletePrefix(prefix);
  }
  await storage.delete(file.storageKey);
  if (file.playableKey) await storage.delete(file.playableKey);
  // Its poster and sprite, if they were ever made (a prefix: only what exists is deleted).
  await storage.deletePrefix(storageKeys.fileThumbnails(file.id));
  // Jobs go with their input (the relation cascades).
  await prisma.file.delete({ where: { id: file.id } });
}
