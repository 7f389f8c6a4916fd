import { ApplicationFailure } from '@temporalio/common';
import { registerOutputFile, type OutputFileInput } from './register-output-file';
import type { PrismaClient } from '../../../generated/prisma/client';
import { captureCredits, releaseCredits, reserveCredits } from './credit-ledger';
import { createSubscriptionActivities } from './subscription-activities';
import { createChatActivities } from './chat-activities';
import { pushJobView, type JobViewPush } from './push-job-view';
import { getClient } from '@temporalio/activity';
import { recordJobEvent } from './webhooks/record-job-event';
import { getStageEventType } from '../../../domain/webhooks/webhook-events';
import { getJobOutcome } from '../../../domain/jobs/get-job-outcome';
import { getMetrics } from '../../runtime/observability/metrics';
import { createLinkImportActivities } from './link-import-activities';
import { readSpeedPriors, recordPassSpeeds } from './speed-priors';
import type { PassMeasurement, SpeedPrior } from '../../../domain/progress/speed-prior';

export interface JobProjection {
  jobId: string;
  status: string;
  errorCode?: string | null;
  previewKey?: string | null;
  outputKey?: string | null;
  creditsMilli?: number;
  /** The workflow's whole view at this transition, pushed to open pages (absent from workflows older than pushes). */
  push?: Omit<JobViewPush, 'jobId'>;
  /** The workflow's stage (absent in histories from before webhooks): end and waiting stages become job events. */
  stage?: string;
  /** The preview's revision: a stage that repeats (a preview rendered again) is another event. */
  occurrence?: number;
}

/**
 * Activities on the `app` queue: the only ones that touch the database. They run in the app process, which owns the
 * database connection (and the embedded PGlite), so compute workers stay stateless.
 */
export function createAppActivities(prisma: PrismaClient) {
  return {
    /** Mirrors a job's workflow state into its row, for lists and for reading a job after its workflow is gone. */
    async projectJob(projection: JobProjection): Promise<void> {
      const { jobId, push, stage, occurrence, ...data } = projection;
      const previous = await prisma.job.findUnique({ where: { id: jobId }, select: { status: true, toolId: true } });
      await prisma.job.update({ where: { id: jobId }, data });
      // The job counters move here, where every job's state changes pass once (chain steps and retries included).
      const outcome = getJobOutcome(previous?.status ?? null, data);
      const tool = previous?.toolId ?? 'unknown';
      if (outcome.started) getMetrics().jobsStarted.inc({ tool });
      if (outcome.finished) getMetrics().jobsFinished.inc({ tool });
      if (outcome.failedWith) getMetrics().jobsFailed.inc({ tool, error_code: outcome.failedWith });
      if (push) await pushJobView(prisma, { jobId, ...push });
      const type = stage ? getStageEventType(stage) : null;
      if (type && stage) await recordJobEvent(prisma, getClient, { jobId, type, stage, status: data.status, occurrence, errorCode: data.errorCode });
    },

    /** Pushes a job's changed view (progress between transitions) to every app process and its open pages. */
    async pushJobView(push: JobViewPush): Promise<void> {
      await pushJobView(prisma, push);
    },

    /** Announces the progress milestones (25, 50, 75 %) a job's stage just passed, as job.progress events. */
    async recordJobMilestones(input: { jobId: string; stage: string; status: string; occurrence: number; milestones: number[] }): Promise<void> {
      for (const progress of input.milestones) {
        await recordJobEvent(prisma, getClient, { jobId: input.jobId, type: 'job.progress', stage: input.stage, status: input.status, occurrence: `${input.occurrence}:${progress}`, progress });
      }
    },

    /** The speeds this installation measured for a tool (every pass and queue): a starting job's progress priors. */
    async getSpeedPriors(input: { toolId: string }): Promise<SpeedPrior[]> {
      return readSpeedPriors(prisma, input.toolId);
    },

    /** Folds a job's finished passes (working seconds and units) into the tool's measured speeds. */
    async recordPassSpeeds(input: { toolId: string; measurements: PassMeasurement[] }): Promise<void> {
      await recordPassSpeeds(prisma, input.toolId, input.measurements);
    },

    /** Reserves the final render's credits; not enough credits is a non-retryable failure the workflow handles. */
    async reserveJobCredits(input: { userId: string; jobId: string; step: string; amountMilli: number }): Promise<void> {
      // The job row names its owner now: a visitor who signed in after starting the job pays from the account.
      const job = await prisma.job.findUnique({ where: { id: input.jobId }, select: { userId: true } });
      const result = await reserveCredits(prisma, { ...input, userId: job?.userId ?? input.userId });
      if (!result.ok) {
        throw ApplicationFailure.create({
          type: 'not_enough_credits',
          message: `balance ${result.balanceMilli} < ${input.amountMilli} milli-credits`,
          nonRetryable: true,
          details: [{ requiredMilli: input.amountMilli, balanceMilli: result.balanceMilli }],
        });
      }
    },

    async captureJobCredits(input: { jobId: string; step: string }): Promise<void> {
      const result = await captureCredits(prisma, input);
      if (!result.ok) {
        throw ApplicationFailure.create({ type: 'not_enough_credits', message: `balance ${result.balanceMilli} too low to capture ${input.jobId}`, nonRetryable: true, details: [{ balanceMilli: result.balanceMilli }] });
      }
    },

    async releaseJobCredits(input: { jobId: string; step: string }): Promise<void> {
      await releaseCredits(prisma, input);
    },

    /** Points an upload at its browser-playable copy (a file deleted meanwhile is left alone: its folder went with it). */
    async recordPlayableCopy(input: { fileId: string; playableKey: string }): Promise<void> {
      await prisma.file.updateMany({ where: { id: input.fileId }, data: { playableKey: input.playableKey } });
    },

    /** OneEditor's media of an upload, made beside its playable copy (temporal/activities/media/make-editor-media.ts). */
    async recordEditorMedia(input: { fileId: string; proxyKey: string | null; waveformKey: string | null; strip: object | null }): Promise<void> {
      await prisma.file.updateMany({ where: { id: input.fileId }, data: { proxyKey: input.proxyKey, waveformKey: input.waveformKey, strip: input.strip ?? undefined } });
    },

    /** Registers a job's output as a file of its owner, so another tool can take it as input (idempotent). */
    registerOutputFile: (input: OutputFileInput) => registerOutputFile(prisma, input),

    /** Creates the job row of a chain step before its workflow starts (idempotent by job id). */
    async createChainStepJob(input: { jobId: string; chainId: string; userId: string; fileId: string; toolId: string; plan: string; range: { startS: number; endS: number }; options: Record<string, unknown> }): Promise<void> {
      const data = { id: input.jobId, userId: input.userId, fileId: input.fileId, toolId: input.toolId, plan: input.plan, chainId: input.chainId, rangeStartS: input.range.startS, rangeEndS: input.range.endS, options: input.options as object };
      await prisma.job.upsert({ where: { id: input.jobId }, create: data, update: {} });
    },

    ...createSubscriptionActivities(prisma),
    ...createChatActivities(prisma),
    ...createLinkImportActivities(prisma),
  };
}

export type AppActivities = ReturnType<typeof createAppActivities>;
