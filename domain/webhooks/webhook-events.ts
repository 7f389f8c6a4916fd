import type { JobStage } from '../jobs/job-view';

/** The job events an endpoint can subscribe to. */
export const WEBHOOK_EVENT_TYPES = ['job.progress', 'job.waiting', 'job.completed', 'job.failed', 'job.cancelled'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The progress milestones `job.progress` reports, once each per working stage (preview, final). */
export const PROGRESS_MILESTONES = [25, 50, 75] as const;

/** What a delivery's JSON body holds (see docs/webhooks.md). */
export interface WebhookEventPayload {
  id: string;
  type: WebhookEventType;
  /** When the event happened, ISO 8601. */
  created: string;
  data: {
    job_id: string;
    tool_id: string;
    /** The job's stage when the event happened (preview, final, awaiting_selection, awaiting_export, done, ...). */
    stage: string;
    status: string;
    /** job.progress: the milestone reached, in percent of the stage. */
    progress?: number;
    /** job.failed: the domain error code. */
    error_code?: string | null;
  };
}

/** The event a job's move to a stage announces, if any: the end states and the stages that wait for the user. */
export function getStageEventType(stage: JobStage | string): WebhookEventType | null {
  switch (stage) {
    case 'done':
      return 'job.completed';
    case 'failed':
      return 'job.failed';
    case 'cancelled':
      return 'job.cancelled';
    case 'awaiting_selection':
    case 'awaiting_export':
      return 'job.waiting';
    default:
      return null;
  }
}

/**
 * The key an event's id is derived from: the same job moment always gives the same key, so a retried activity or a
 * replayed workflow records it once. `occurrence` tells apart the moments a stage can repeat (a preview rendered again).
 */
export function getJobEventKey(input: { jobId: string; type: WebhookEventType; stage: string; occurrence?: number | string | null }): string {
  return [input.jobId, input.type, input.stage, input.occurrence ?? 0].join(':');
}

/** The milestones passed when a stage's progress goes from `beforePercent` to `afterPercent`. */
export function getCrossedMilestones(beforePercent: number, afterPercent: number): number[] {
  return PROGRESS_MILESTONES.filter((milestone) => beforePercent < milestone && afterPercent >= milestone);
}

/** The Temporal workflow id of one delivery: derived from its id, so starting it twice cannot deliver twice. */
export function getWebhookDeliveryWorkflowId(deliveryId: string): string {
  return `webhook-delivery-${deliveryId}`;
}
