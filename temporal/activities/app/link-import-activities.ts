import type { PrismaClient } from '../../../generated/prisma/client';
import type { MediaInfo } from '../../../domain/media/media-info';
import { getProbedFileFields } from '../../../domain/files/get-probed-file-fields';

/** The app-queue steps of an import from a link: the file row, as an upload's is written once probed. */
export function createLinkImportActivities(prisma: PrismaClient) {
  return {
    /** Records an imported file as ready with its probe, exactly the fields an upload gets (a file deleted meanwhile is left alone). */
    async recordLinkImportReady(input: { fileId: string; name: string; sizeBytes: number; media: MediaInfo }): Promise<void> {
      await prisma.file.updateMany({
        where: { id: input.fileId },
        data: { name: input.name, sizeBytes: BigInt(input.sizeBytes), receivedBytes: BigInt(input.sizeBytes), ...getProbedFileFields(input.media) },
      });
    },

    /** Records why an import failed (the file row shows the error code, as a failed upload's does). */
    async recordLinkImportFailed(input: { fileId: string; errorCode: string }): Promise<void> {
      await prisma.file.updateMany({ where: { id: input.fileId }, data: { status: 'failed', errorCode: input.errorCode } });
    },
  };
}
export type LinkImportActivities = ReturnType<typeof createLinkImportActivities>;
