import type { PrismaClient } from '../../../generated/prisma/client';
import { isJobFinished } from '../../../domain/jobs/is-job-finished';

/**
 * Whether a file is the input of a job that is still running, or the output of one (a job awaiting its premium export
 * still renders from and into its files). Such files cannot be deleted.
 */
export async function isFileInUse(prisma: PrismaClient, file: { id: string; sourceJobId: string | null }): Promise<boolean> {
  const jobs = await prisma.job.findMany({
    where: { OR: [{ fileId: file.id }, ...(file.sourceJobId ? [{ id: file.sourceJobId }] : [])] },
    select: { status: true },
  });
  return jobs.some((job) => !isJobFinished(job.status));
}
