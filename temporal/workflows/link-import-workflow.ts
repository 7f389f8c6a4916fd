import { ApplicationFailure, CancellationScope, ParentClosePolicy, proxyActivities, startChild, WorkflowIdReusePolicy } from '@temporalio/workflow';
import type { LinkActivities } from '../activities/links/link-activities';
import type { LinkLimits } from '../../domain/links/check-link-media';
import { checkLinkMedia } from '../../domain/links/check-link-media';
import { TASK_QUEUES } from '../../domain/jobs/task-queues';
import { toMilliCredits } from '../../domain/jobs/milli-credits';
import { isWebPlayableVideoCodec } from '../../domain/media/is-web-playable-video-codec';
import { BAD_INPUT_CODES } from '../../domain/bad-input-codes';
import type { JobErrorView } from '../../domain/jobs/job-view';
import { appActivities, mediaActivities } from './steps/activity-proxies';
import { getFailureError } from './steps/failure-code';
import { playableCopyWorkflow } from './playable-copy-workflow';

const { fetchLink } = proxyActivities<LinkActivities>({
  taskQueue: TASK_QUEUES.cpu,
  // A large file on a slow site takes long; the heartbeat notices a dead worker or a stalled transfer much sooner.
  startToCloseTimeout: '2 hours',
  heartbeatTimeout: '60 seconds',
  // A broken connection resumes from the bytes stored (range request); a few tries, then the link is reported.
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumAttempts: 3, nonRetryableErrorTypes: [...BAD_INPUT_CODES] },
});

/** An import from a link: the file row (made by the server, status `importing`) gets the video or the reason it failed. */
export interface LinkImportInput {
  fileId: string;
  userId: string;
  url: string;
  /** The file's storage key (an upload's). */
  key: string;
  /** Where the browser's H.264 copy goes when the video's codec cannot play in a page. */
  playableKey: string;
  limits: LinkLimits;
  /** Credits of the import (1 per link on Pro and Business; 0 where an operator made it free). */
  credits: number;
  allowLoopback: boolean;
}

export type LinkImportResult = { status: 'ready' } | { status: 'failed'; error: JobErrorView };

const STEP = 'link-import';

/**
 * Imports a video from a link (workflow id `link-<fileId>`): reserves its credit, fetches it on a cpu worker (progress
 * in the activity's heartbeats), probes it as an upload is probed, checks its duration, records the file and captures
 * the credit; any failure releases the credit (charged once, only on success) and marks the file failed.
 */
export async function linkImportWorkflow(input: LinkImportInput): Promise<LinkImportResult> {
  const jobId = `link-${input.fileId}`;
  const amountMilli = toMilliCredits(input.credits);
  try {
    if (amountMilli > 0) await appActivities.reserveJobCredits({ userId: input.userId, jobId, step: STEP, amountMilli });
    const fetched = await fetchLink({ url: input.url, key: input.key, limits: input.limits, allowLoopback: input.allowLoopback });
    const media = await mediaActivities(TASK_QUEUES.cpu).probe.probeMedia({ key: input.key });
    // A direct file declares no duration: its probe is checked against the plan's limit.
    const tooLong = checkLinkMedia({ durationS: media.durationS }, { maxBytes: null, maxDurationS: input.limits.maxDurationS });
    if (tooLong) throw ApplicationFailure.create({ type: tooLong.code, message: `${media.durationS} s`, nonRetryable: true, details: [tooLong.params] });
    await appActivities.recordLinkImportReady({ fileId: input.fileId, name: fetched.name, sizeBytes: fetched.sizeBytes, media });
    if (amountMilli > 0) await appActivities.captureJobCredits({ jobId, step: STEP });
    if (!isWebPlayableVideoCodec(media.videoCodec)) {
      // The browser's copy, as for an upload; it outlives this workflow.
      await startChild(playableCopyWorkflow, {
        workflowId: `playable-${input.fileId}`,
        args: [{ fileId: input.fileId, key: input.key, outputKey: input.playableKey, durationS: media.durationS, hasAudio: media.hasAudio }],
        parentClosePolicy: ParentClosePolicy.ABANDON,
        workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
      });
    }
    return { status: 'ready' };
  } catch (error) {
    const failure = getFailureError(error);
    // Also when the import was cancelled: the cleanup itself must not be.
    await CancellationScope.nonCancellable(async () => {
      if (amountMilli > 0) await appActivities.releaseJobCredits({ jobId, step: STEP });
      await appActivities.recordLinkImportFailed({ fileId: input.fileId, errorCode: failure.code });
    });
    return { status: 'failed', error: failure };
  }
}
