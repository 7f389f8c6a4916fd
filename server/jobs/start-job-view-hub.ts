import type { Database } from '../db/open-database';
import type { PrismaClient } from '../../generated/prisma/client';
import type { JobView } from '../../domain/jobs/job-view';
import { refineWithHeartbeats, type JobGateway } from '../temporal/job-gateway';
import { JOB_VIEW_CHANNEL } from '../../temporal/activities/app/push-job-view';
import { createJobViewHub, type JobViewHub, type JobViewSources } from './job-view-hub';

/** The hub's sources in this app: pushed views from the database, the rest from the job gateway. */
export function getJobViewSources(prisma: PrismaClient, jobs: Pick<JobGateway, 'getJobView' | 'getPendingProgress'>): JobViewSources {
  return {
    async readPushedView(jobId) {
      const row = await prisma.jobView.findUnique({ where: { jobId }, select: { seq: true, view: true } });
      return row ? { seq: Number(row.seq), view: row.view as unknown as JobView } : null;
    },
    getJobView: (jobId) => jobs.getJobView(jobId),
    getPendingProgress: (jobId) => jobs.getPendingProgress(jobId),
    refine: refineWithHeartbeats,
  };
}

/**
 * The app process's hub, woken by the database's job_view notifications: one LISTEN per process, whatever the number
 * of pages, so every app replica sees every push.
 */
export async function startJobViewHub(db: Database, jobs: Pick<JobGateway, 'getJobView' | 'getPendingProgress'>, options: { refreshMs?: number } = {}): Promise<{ hub: JobViewHub; stop: () => Promise<void> }> {
  const hub = createJobViewHub(getJobViewSources(db.prisma, jobs), { ...options, notified: true });
  const unlisten = await db.listen(JOB_VIEW_CHANNEL, { onPayload: (jobId) => hub.notifyPushed(jobId), onReconnect: () => hub.resync() });
  return {
    hub,
    async stop() {
      hub.close();
      await unlisten();
    },
  };
}
