import type { PrismaClient } from '../../generated/prisma/client';
import type { Prisma } from '../../generated/prisma/client';
import { classifyJobOutcome, USER_SIDE_ERROR_CODES, type JobOutcomeKind } from '../../domain/support/classify-job-outcome';

/** What support filters the jobs that did not succeed by; dates are UTC days (YYYY-MM-DD), both ends included. */
export interface JobOutcomeFilters {
  kind: JobOutcomeKind;
  toolId?: string;
  errorCode?: string;
  fromDay?: string;
  toDay?: string;
  page: number;
}

/** One job that did not succeed, as support reads it: who (email, or a visitor), which tool, which error, when. */
export interface JobOutcomeRow {
  jobId: string;
  toolId: string;
  status: 'failed' | 'cancelled';
  errorCode: string | null;
  kind: JobOutcomeKind;
  userId: string;
  /** A visitor (a guest without an account), shown as such rather than by id. */
  visitor: boolean;
  userEmail: string | null;
  createdAt: string;
  endedAt: string;
}

export interface JobOutcomePage {
  rows: JobOutcomeRow[];
  page: number;
  pageCount: number;
  /** How many jobs of each kind match the other filters (the two lists are shown apart). */
  counts: Record<JobOutcomeKind, number>;
}

export const JOB_OUTCOMES_PAGE_SIZE = 20;

const DAY_MS = 24 * 3600 * 1000;

function whereKind(kind: JobOutcomeKind): Prisma.JobWhereInput {
  const userSide = [...USER_SIDE_ERROR_CODES];
  return kind === 'user_side'
    ? { OR: [{ status: 'cancelled' }, { status: 'failed', errorCode: { in: userSide } }] }
    : { status: 'failed', OR: [{ errorCode: null }, { errorCode: { notIn: userSide } }] };
}

function whereFilters(filters: Omit<JobOutcomeFilters, 'kind' | 'page'>): Prisma.JobWhereInput {
  const ended: Prisma.DateTimeFilter = {};
  if (filters.fromDay) ended.gte = new Date(`${filters.fromDay}T00:00:00.000Z`);
  if (filters.toDay) ended.lt = new Date(new Date(`${filters.toDay}T00:00:00.000Z`).getTime() + DAY_MS);
  return {
    ...(filters.toolId ? { toolId: filters.toolId } : {}),
    ...(filters.errorCode ? { errorCode: filters.errorCode } : {}),
    ...(ended.gte || ended.lt ? { updatedAt: ended } : {}),
  };
}

/**
 * Failed and cancelled jobs, newest first, one page of one kind (user-side outcomes or system failures), from the job
 * rows the workflows keep up to date (the job id is also the workflow id). A job's end is its row's last update.
 */
export async function listJobOutcomes(prisma: PrismaClient, filters: JobOutcomeFilters): Promise<JobOutcomePage> {
  const common = whereFilters(filters);
  const [userSide, system] = await Promise.all([
    prisma.job.count({ where: { AND: [common, whereKind('user_side')] } }),
    prisma.job.count({ where: { AND: [common, whereKind('system_failure')] } }),
  ]);
  const total = filters.kind === 'user_side' ? userSide : system;
  const pageCount = Math.max(1, Math.ceil(total / JOB_OUTCOMES_PAGE_SIZE));
  const jobs = await prisma.job.findMany({
    where: { AND: [common, whereKind(filters.kind)] },
    orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
    skip: (filters.page - 1) * JOB_OUTCOMES_PAGE_SIZE,
    take: JOB_OUTCOMES_PAGE_SIZE,
    select: { id: true, toolId: true, status: true, errorCode: true, userId: true, createdAt: true, updatedAt: true, user: { select: { email: true, isGuest: true } } },
  });
  return {
    rows: jobs.map((job) => {
      const outcome = job.status === 'cancelled' ? { status: 'cancelled' as const } : { status: 'failed' as const, errorCode: job.errorCode };
      return {
        jobId: job.id,
        toolId: job.toolId,
        status: outcome.status,
        errorCode: job.errorCode,
        kind: classifyJobOutcome(outcome),
        userId: job.userId,
        visitor: job.user.isGuest,
        userEmail: job.user.email,
        createdAt: job.createdAt.toISOString(),
        endedAt: job.updatedAt.toISOString(),
      };
    }),
    page: filters.page,
    pageCount,
    counts: { user_side: userSide, system_failure: system },
  };
}
