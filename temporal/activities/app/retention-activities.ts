import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { heartbeat } from '@temporalio/activity';
import type { PrismaClient } from '../../../generated/prisma/client';
import { getGuestRetentionCutoff } from '../../../domain/files/get-file-expiry';
import type { Storage } from '../storage/storage';
import { deleteFileData } from './delete-file-data';
import { isFileInUse } from './is-file-in-use';

/** Unfinished uploads nobody resumed for this long are removed with their staged bytes. */
export const STALE_UPLOAD_MS = 24 * 3600 * 1000;

export interface RetentionResult {
  files: number;
  projects: number;
  staleUploads: number;
  /** More expired files wait than one call removes: the workflow calls again. */
  more: boolean;
}

/**
 * Retention on the `app` queue (it needs the database): a visitor's files and projects older than the retention period
 * are removed with their stored objects and the jobs that used them; files a running job still uses wait for a later
 * sweep. Unfinished uploads abandoned for a day go too.
 */
export function createRetentionActivities(prisma: PrismaClient, storage: Storage, options: { uploadsDir: string }) {
  return {
    async deleteExpiredGuestData(input: { guestRetentionMs: number; batchSize: number }): Promise<RetentionResult> {
      const now = new Date();
      const cutoff = getGuestRetentionCutoff(now, input.guestRetentionMs);
      const expired = await prisma.file.findMany({
        where: { createdAt: { lt: cutoff }, user: { isGuest: true }, status: { notIn: ['uploading', 'probing'] } },
        orderBy: { createdAt: 'asc' },
        take: input.batchSize,
      });
      let files = 0;
      for (const file of expired) {
        heartbeat();
        if (await isFileInUse(prisma, file)) continue;
        await deleteFileData(prisma, storage, file);
        files += 1;
      }
      const projects = await prisma.project.deleteMany({ where: { createdAt: { lt: cutoff }, user: { isGuest: true } } });

      const stale = await prisma.file.findMany({ where: { status: 'uploading', createdAt: { lt: new Date(now.getTime() - STALE_UPLOAD_MS) } }, take: input.batchSize });
      for (const upload of stale) {
        // tus keeps an upload's bytes in <id> and its offset in <id>.json.
        await rm(join(options.uploadsDir, upload.id), { force: true });
        await rm(join(options.uploadsDir, `${upload.id}.json`), { force: true });
        await prisma.file.delete({ where: { id: upload.id } });
      }
      return { files, projects: projects.count, staleUploads: stale.length, more: expired.length === input.batchSize && files > 0 };
    },
  };
}

export type RetentionActivities = ReturnType<typeof createRetentionActivities>;
