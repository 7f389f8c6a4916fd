import type { PrismaClient } from '../../../generated/prisma/client';
import { FINISHED_JOB_STATUSES, isJobFinished } from '../../../domain/jobs/is-job-finished';

/**
 * Whether a file is the input of a job that is still running, or the output of one (a job awaiting its premium export
 * still renders from and into its files), or a picture that a running job's options name (a background image, a
 * MotionChat image or logo: later renders read it again). Such files cannot be deleted.
 */
export async function isFileInUse(prisma: PrismaClient, file: { id: string; userId: string; kind: string; sourceJobId: string | null }): Promise<boolean> {
  const jobs = await prisma.job.findMany({
    where: { OR: [{ fileId: file.id }, ...(file.sourceJobId ? [{ id: file.sourceJobId }] : [])] },
    select: { status: true },
  });
  if (jobs.some((job) => !isJobFinished(job.status))) return true;
  if (file.kind !== 'image') return false;
  // Options keep a chosen picture's file id or storage key (which holds the id): a text search of the owner's jobs
  // that are still running (the database leaves out the finished ones, however many there are).
  const running = await prisma.job.findMany({ where: { userId: file.userId, status: { notIn: [...FINISHED_JOB_STATUSES] } }, select: { options: true } });
  return running.some((job) => JSON.stringify(job.options ?? null).includes(file.id));
}
