import type { JobView } from '../../domain/jobs/job-view';
import type { Job } from '../../generated/prisma/client';
import { getStepperIndex } from '../../domain/jobs/get-stepper-index';
import { makeBlankJobView } from '../../domain/jobs/make-initial-job-view';
import { isToolId, type ToolId } from '../../domain/catalogue/tool-ids';
import { comparesWithOriginal } from '../../domain/catalogue/compares-with-original';
import type { MediaUrls } from '../http/media-urls';
import { getOutputFormat, type OutputFormat } from '../../domain/files/get-output-format';
import { hasProjectFiles, PROJECT_ZIP_NAME } from '../../domain/editing/get-edit-exports';

export type ClientJob = JobView & {
  urls: { preview: string | null; final: string | null; download: string | null; poster: string | null; sprite: string | null; faces: string[] };
  /** The container of the final output (what the download button names); null until there is one. */
  downloadFormat: OutputFormat | null;
  /** The editor's downloadable files (captions, project files), by name. */
  exportUrls: Record<string, string>;
  /**
   * The before/after view: the job's source (its browser-playable copy) and where the preview starts in it, for tools
   * whose result keeps the input's framing and timing (domain/catalogue/compares-with-original.ts); null otherwise.
   */
  compare: { originalUrl: string; offsetS: number } | null;
};

/** Adds the signed, expiring URLs the browser fetches outputs from (streamed by the app with range requests, owner-checked). */
export function toClientJob(view: JobView, mediaUrls: MediaUrls): ClientJob {
  const base = `/media/jobs/${view.job_id}`;
  const exportNames = Object.keys(view.edit?.exports ?? {});
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
    downloadFormat: view.outputs.final ? getOutputFormat(view.outputs.final) : null,
    compare:
      view.outputs.preview && isToolId(view.tool_id) && comparesWithOriginal(view.tool_id)
        ? { originalUrl: mediaUrls.sign(`${base}/source`), offsetS: (view.preview_range ?? view.range).startS }
        : null,
    // With project files, also the zip that bundles them with their media (built when it is downloaded).
    exportUrls: Object.fromEntries([...exportNames, ...(hasProjectFiles(exportNames) ? [PROJECT_ZIP_NAME] : [])].map((name) => [name, mediaUrls.sign(`${base}/exports/${name}?download=1`)])),
  };
}

const STAGE_OF_STATUS: Record<string, JobView['stage']> = {
  download_ready: 'done',
  completed: 'done',
  work_done: 'awaiting_export',
  halted: 'failed',
  failed: 'failed',
  cancelled: 'cancelled',
};

/** A job's view from its database row, for when its workflow is gone from Temporal (retention) or unreachable. */
export function viewFromJobRow(job: Job): JobView {
  const stage = STAGE_OF_STATUS[job.status] ?? 'probing';
  const range = { startS: job.rangeStartS, endS: job.rangeEndS };
  return {
    ...makeBlankJobView({ jobId: job.id, toolId: job.toolId as ToolId, range, options: (job.options ?? {}) as Record<string, unknown> }),
    stage,
    job_status: job.status,
    stepper_index: getStepperIndex({ stage }),
    work_progress: job.status === 'download_ready' ? 100 : 0,
    error: job.errorCode ? { code: job.errorCode } : null,
    outputs: { preview: job.previewKey, final: job.outputKey, poster: null, sprite: null },
    // Rows are written with the export's price when the job starts; a row without one (0) does not know it.
    final_cost_milli: job.creditsMilli > 0 ? job.creditsMilli : null,
  };
}
