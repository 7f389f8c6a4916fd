import type { JobView } from '../../domain/jobs/job-view';
import type { Job } from '../../generated/prisma/client';
import { getStepperIndex } from '../../domain/jobs/get-stepper-index';
import { isJobStatus } from '../../domain/jobs/job-statuses';
import type { MediaUrls } from '../http/media-urls';

export type ClientJob = JobView & {
  urls: { preview: string | null; final: string | null; download: string | null; poster: string | null; sprite: string | null; faces: string[] };
  /** The editor's downloadable files (captions, project files), by name. */
  exportUrls: Record<string, string>;
};

/** Adds the signed, expiring URLs the browser fetches outputs from (streamed by the app with range requests, owner-checked). */
export function toClientJob(view: JobView, mediaUrls: MediaUrls): ClientJob {
  const base = `/media/jobs/${view.job_id}`;
  return {
    ...view,
    urls: {
      // The revision keeps the browser from showing a cached earlier preview after the options changed.
      preview: view.outputs.preview ? mediaUrls.sign(`${base}/preview?r=${view.preview_revision}`) : null,
      final: view.outputs.final ? mediaUrls.sign(`${base}/final`) : null,
      download: view.outputs.final ? mediaUrls.sign(`${base}/final?download=1`) : null,
      poster: view.outputs.poster ? mediaUrls.sign(`${base}/poster`) : null,
      sprite: view.outputs.sprite ? mediaUrls.sign(`${base}/sprite`) : null,
      // One thumbnail per detected person, in face_indices order.
      faces: view.face_indices.map((id) => mediaUrls.sign(`${base}/faces/${id}`)),
    },
    exportUrls: Object.fromEntries(Object.keys(view.edit?.exports ?? {}).map((name) => [name, mediaUrls.sign(`${base}/exports/${name}?download=1`)])),
  };
}

const STAGE_OF_STATUS: Record<string, JobView['stage']> = {
  download_ready: 'done',
  work_done: 'awaiting_export',
  halted: 'failed',
  cancelled: 'cancelled',
};

/** A job's view from its database row, for when its workflow is gone from Temporal (retention) or unreachable. */
export function viewFromJobRow(job: Job): JobView {
  return {
    job_id: job.id,
    tool_id: job.toolId,
    stage: STAGE_OF_STATUS[job.status] ?? 'probing',
    job_status: job.status,
    tool_state: '',
    stepper_index: isJobStatus(job.status) ? getStepperIndex(job.status) : 0,
    work_progress: job.status === 'download_ready' ? 100 : 0,
    eta_s: null,
    error: job.errorCode ? { code: job.errorCode } : null,
    range: { startS: job.rangeStartS, endS: job.rangeEndS },
    preview_range: null,
    media: null,
    options: (job.options ?? {}) as Record<string, unknown>,
    preview_revision: 0,
    outputs: { preview: job.previewKey, final: job.outputKey, poster: null, sprite: null },
    final_cost_milli: job.creditsMilli,
    work: { queue: null, passes: [] },
    paused: false,
    metrics: {},
    inference: {},
    image_paths: [],
    face_indices: [],
    selected_faces: null,
  };
}
