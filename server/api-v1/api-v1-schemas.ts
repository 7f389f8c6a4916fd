import { z } from 'zod';
import type { JobStage } from '../../domain/jobs/job-view';
import { WEBHOOK_EVENT_TYPES } from '../../domain/webhooks/webhook-events';

// Every stage, checked both ways against the domain's type: a new stage missing here fails the type check.
const JOB_STAGES = ['probing', 'detecting', 'awaiting_selection', 'preview', 'awaiting_export', 'final', 'done', 'failed', 'cancelled'] as const satisfies readonly JobStage[];
type MissingStage = Exclude<JobStage, (typeof JOB_STAGES)[number]>;
const noMissingStage: MissingStage extends never ? true : false = true;
void noMissingStage;

/**
 * What the public API answers, as zod schemas: the OpenAPI document is generated from them, and the API's tests parse
 * real answers with them (a documented field the server stops sending fails there). Loose objects: the job view and
 * the file carry more fields than listed (the same view the web app gets); the listed ones are the API's promise.
 */
export const ErrorAnswer = z
  .object({
    error: z.object({
      code: z.string().meta({ description: 'One of the app\'s error codes (domain/error-codes.ts), e.g. not_authenticated, job_not_found, range_invalid.' }),
      message: z.string().optional().meta({ description: 'The code again (the server sends no display text; clients map codes to their own messages). Absent from the tus upload protocol\'s and the media URLs\' refusals, which are the web app\'s.' }),
      params: z.record(z.string(), z.union([z.string(), z.number()])).nullable().meta({ description: 'The code\'s parameters (limits, the required scope, seconds until retry).' }),
    }),
  })
  .meta({ id: 'Error' });

export const OkAnswer = z.object({ ok: z.literal(true) }).meta({ id: 'Ok' });

export const JobStartedAnswer = z.object({ jobId: z.string() }).meta({ id: 'JobStarted' });

const Url = z.string().meta({ description: 'A signed, expiring path on this server (/media/...); fetch it with the same bearer key.' });

export const JobAnswer = z
  .looseObject({
    job_id: z.string(),
    tool_id: z.string(),
    stage: z.enum(JOB_STAGES).meta({ description: 'Where the job is: a working stage, awaiting_selection / awaiting_export (your move), done, failed, cancelled.' }),
    job_status: z.string(),
    work_progress: z.number().min(0).max(100).meta({ description: 'Percent of the current stage.' }),
    eta_s: z.number().nullable(),
    error: z.looseObject({ code: z.string() }).nullable(),
    range: z.object({ startS: z.number(), endS: z.number() }),
    options: z.record(z.string(), z.unknown()),
    final_cost_milli: z.number().nullable().meta({ description: 'The export\'s price in thousandths of a credit.' }),
    face_indices: z.array(z.number()).meta({ description: 'Face and plate blurring: the detected people or plates to choose from.' }),
    selected_faces: z.array(z.number()).nullable(),
    urls: z.object({ preview: Url.nullable(), final: Url.nullable(), download: Url.nullable(), poster: Url.nullable(), sprite: Url.nullable(), faces: z.array(Url) }),
    downloadFormat: z.string().nullable(),
    exportUrls: z.record(z.string(), Url),
  })
  .meta({ id: 'Job' });

export const JobSummaryAnswer = z.object({ id: z.string(), toolId: z.string(), status: z.string(), fileName: z.string(), createdAt: z.string(), thumbnailUrl: Url }).meta({ id: 'JobSummary' });
export const JobListAnswer = z.array(JobSummaryAnswer).meta({ id: 'JobList' });

export const FileAnswer = z
  .looseObject({
    id: z.string(),
    name: z.string(),
    kind: z.enum(['upload', 'output', 'image']),
    status: z.string().meta({ description: 'uploading, probing, ready or failed.' }),
    errorCode: z.string().nullable(),
    sizeBytes: z.number(),
    durationS: z.number().nullable(),
    width: z.number().nullable(),
    height: z.number().nullable(),
    createdAt: z.string(),
    sourceUrl: Url,
    downloadUrl: Url,
    posterUrl: Url.nullable(),
    spriteUrl: Url.nullable(),
  })
  .meta({ id: 'File' });
export const FileListAnswer = z.looseObject({ files: z.array(FileAnswer), page: z.number(), hasMore: z.boolean() }).meta({ id: 'FileList' });

const WebhookEventTypes = z.array(z.enum(WEBHOOK_EVENT_TYPES));
const Secret = z.string().meta({ description: 'The endpoint\'s signing secret (whsec_...): shown in this answer only, keep it to verify the Kinora-Signature header of each delivery.' });

export const WebhookEndpointAnswer = z.object({ id: z.string(), url: z.string(), eventTypes: WebhookEventTypes, createdAt: z.string() }).meta({ id: 'WebhookEndpoint' });
export const WebhookEndpointListAnswer = z.array(WebhookEndpointAnswer).meta({ id: 'WebhookEndpointList' });
export const WebhookEndpointCreatedAnswer = z.object({ id: z.string(), url: z.string(), eventTypes: WebhookEventTypes, secret: Secret }).meta({ id: 'WebhookEndpointCreated' });
export const WebhookSecretAnswer = z.object({ id: z.string(), secret: Secret }).meta({ id: 'WebhookSecret' });

export const WebhookDeliveryAnswer = z
  .object({
    id: z.string(),
    eventId: z.string().meta({ description: 'The event\'s id (Kinora-Event-Id): the same on every attempt and redelivery.' }),
    type: z.enum(WEBHOOK_EVENT_TYPES),
    jobId: z.string().nullable(),
    endpointId: z.string(),
    url: z.string(),
    status: z.string().meta({ description: 'pending, delivered or failed (after the last retry).' }),
    attempts: z.number(),
    lastResponseCode: z.number().nullable(),
    lastError: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'WebhookDelivery' });
export const WebhookDeliveryListAnswer = z.array(WebhookDeliveryAnswer).meta({ id: 'WebhookDeliveryList' });
export const WebhookRedeliveredAnswer = z.object({ id: z.string().meta({ description: 'The new delivery\'s id.' }) }).meta({ id: 'WebhookRedelivered' });

export const LinkImportStartedAnswer = z.object({ fileId: z.string().meta({ description: 'The new file\'s id: its import is read at /links/imports/{fileId}, and jobs start on it once ready.' }) }).meta({ id: 'LinkImportStarted' });
export const LinkImportAnswer = z
  .object({
    file: FileAnswer.meta({ description: 'The file: status importing, then ready (probed) or failed.' }),
    progress: z.object({ receivedBytes: z.number(), totalBytes: z.number().nullable() }).nullable().meta({ description: 'While importing: the bytes received (and the total when the site declares it).' }),
    error: z.looseObject({ code: z.string() }).nullable().meta({ description: 'A failed import\'s error code and its parameters.' }),
  })
  .meta({ id: 'LinkImport' });
