import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '../../../generated/prisma/client';
import type { MediaInfo } from '../../../domain/media/media-info';

export interface OutputFileInput {
  userId: string;
  /** The job whose output it is. */
  jobId: string;
  key: string;
  media: MediaInfo;
  name: string;
}

/**
 * Registers a job's output as a file of its owner, so another tool can take it as input (Next action, chain steps).
 * Idempotent: the same output key always gives the same file.
 */
export async function registerOutputFile(prisma: PrismaClient, input: OutputFileInput): Promise<{ fileId: string }> {
  const existing = await prisma.file.findUnique({ where: { storageKey: input.key } });
  if (existing) return { fileId: existing.id };
  const { media } = input;
  const file = await prisma.file.create({
    data: {
      id: randomUUID(), userId: input.userId, name: input.name, storageKey: input.key, kind: 'output', sourceJobId: input.jobId, status: 'ready',
      sizeBytes: BigInt(media.sizeBytes), receivedBytes: BigInt(media.sizeBytes), durationS: media.durationS, width: media.width, height: media.height, fps: media.fps, hasAudio: media.hasAudio,
    },
  });
  return { fileId: file.id };
}
