import type { PrismaClient } from '../../../generated/prisma/client';
import type { JobView } from '../../../domain/jobs/job-view';

/** The PostgreSQL channel every app process LISTENs on; the payload is the job id whose pushed view changed. */
export const JOB_VIEW_CHANNEL = 'job_view';

export interface JobViewPush {
  jobId: string;
  /** Grows with every change of the view (see ToolJob): a late retry of an older push never overwrites a newer one. */
  seq: number;
  view: JobView;
}

/**
 * Stores a job's view as its workflow pushed it and tells every app process (NOTIFY, delivered at commit). One
 * statement: the notification goes out only when the row really changed, and a job whose row is gone (deleted with
 * its file) is skipped rather than retried forever.
 */
export async function pushJobView(prisma: PrismaClient, push: JobViewPush): Promise<boolean> {
  // Rows, not a count: the PGlite adapter counts no rows for a SELECT. pg_notify's void stays out of the result.
  const changed = await prisma.$queryRaw<{ jobId: string }[]>`
    WITH stored AS (
      INSERT INTO "JobView" ("jobId", "seq", "view", "updatedAt")
      SELECT ${push.jobId}, ${push.seq}::bigint, ${JSON.stringify(push.view)}::jsonb, now()
      WHERE EXISTS (SELECT 1 FROM "Job" WHERE "id" = ${push.jobId})
      ON CONFLICT ("jobId") DO UPDATE SET "seq" = EXCLUDED."seq", "view" = EXCLUDED."view", "updatedAt" = now()
        WHERE "JobView"."seq" < EXCLUDED."seq"
      RETURNING "jobId"
    )
    SELECT stored."jobId" FROM stored, LATERAL (SELECT pg_notify(${JOB_VIEW_CHANNEL}, stored."jobId")) AS notified`;
  return changed.length > 0;
}

/** The view a job's workflow last pushed; null when none came yet (a job started before pushes existed, or just now). */
export async function readPushedJobView(prisma: PrismaClient, jobId: string): Promise<JobView | null> {
  const row = await prisma.jobView.findUnique({ where: { jobId }, select: { view: true } });
  return row ? (row.view as unknown as JobView) : null;
}
