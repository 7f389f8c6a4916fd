import { z } from 'zod';
import type { JobStage } from '../../domain/jobs/job-view';

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

export const JobSummaryAnswer = z.object({ id: z.string(), toolId: z.string(), status: z.string(), fileName: z.string(), createdAt: z.string() }).meta({ id: 'JobSummary' });
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
  })
  .meta({ id: 'File' });
export const FileListAnswer = z.looseObject({ files: z.array(FileAnswer), page: z.number(), hasMore: z.boolean() }).meta({ id: 'FileList' });
