import type { JobStage } from './job-view';

/**
 * Job statuses shown to users (platform spec §4), plus `failed` (ours: the spec shows no failure status, and a
 * workflow can fail with an error code).
 */
export const JOB_STATUSES = [
  'created',
  'uploaded',
  'before_preprocessing',
  'preprocessing_pending',
  'preprocessing',
  'preprocessed',
  'loaded',
  'work_pending',
  'small_work_pending',
  'medium_work_pending',
  'big_work_pending',
  'cpu_work_pending',
  'work_running',
  'halted',
  'work_done',
  'download_ready',
  'downloading',
  'completed',
  'cancelled',
  'failed',
] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** The queued statuses, per queue and workload size; all shown as "In queue". */
export const WORK_PENDING_STATUSES = [
  'work_pending', 'small_work_pending', 'medium_work_pending', 'big_work_pending', 'cpu_work_pending',
] as const satisfies readonly JobStatus[];

export const JOB_STATUS_DISPLAYS = [
  'created',
  'uploaded',
  'before_preprocessing',
  'preprocessing_pending',
  'preprocessing',
  'preprocessed',
  'loaded',
  'in_queue',
  'in_progress',
  'halted',
  'awaiting_choice',
  'work_done',
  'in_preparation_for_download',
  'completed',
  'cancelled',
  'failed',
] as const;
/** A display key; the web app maps it to translated text. */
export type JobStatusDisplay = (typeof JOB_STATUS_DISPLAYS)[number];

const DISPLAY: Readonly<Record<JobStatus, JobStatusDisplay>> = {
  created: 'created',
  uploaded: 'uploaded',
  before_preprocessing: 'before_preprocessing',
  preprocessing_pending: 'preprocessing_pending',
  preprocessing: 'preprocessing',
  preprocessed: 'preprocessed',
  loaded: 'loaded',
  work_pending: 'in_queue',
  small_work_pending: 'in_queue',
  medium_work_pending: 'in_queue',
  big_work_pending: 'in_queue',
  cpu_work_pending: 'in_queue',
  work_running: 'in_progress',
  halted: 'halted',
  work_done: 'work_done',
  download_ready: 'work_done',
  downloading: 'in_preparation_for_download',
  completed: 'completed',
  cancelled: 'cancelled',
  failed: 'failed',
};

/** English source text of each display key (the spec's wording where it gives one). */
export const JOB_STATUS_DISPLAY_LABELS: Readonly<Record<JobStatusDisplay, string>> = {
  created: 'Created',
  uploaded: 'Uploaded',
  before_preprocessing: 'Before preprocessing',
  preprocessing_pending: 'Preprocessing pending',
  preprocessing: 'Preprocessing',
  preprocessed: 'Preprocessed',
  loaded: 'Loaded',
  in_queue: 'In queue',
  in_progress: 'In progress',
  halted: 'Halted',
  awaiting_choice: 'Waiting for your choice',
  work_done: 'Work done',
  in_preparation_for_download: 'In preparation for download',
  completed: 'Completed',
  cancelled: 'Canceled',
  failed: 'Failed',
};

/** The display key of a status alone (a job list's row, which holds the status but not the stage). */
export function getJobStatusDisplay(status: JobStatus): JobStatusDisplay {
  return DISPLAY[status];
}

/**
 * The display key of a live job: its stage first, then its status. A detection job waiting for the user to choose the
 * people or plates (stage awaiting_selection) has status work_done (the detection's work is done), but nothing of the
 * user's is done: it waits for their choice. An unknown status (a newer server's) reads as in progress.
 */
export function getJobStateDisplay(job: { stage: JobStage; job_status: string }): JobStatusDisplay {
  if (job.stage === 'awaiting_selection') return 'awaiting_choice';
  return isJobStatus(job.job_status) ? DISPLAY[job.job_status] : 'in_progress';
}

/** Whether a status is one of the queued (work pending) statuses. */
export function isWorkPending(status: JobStatus): boolean {
  return (WORK_PENDING_STATUSES as readonly JobStatus[]).includes(status);
}

/** Whether the job can no longer change (finished, cancelled or failed). */
export function isTerminalJobStatus(status: JobStatus): boolean {
  return status === 'completed' || status === 'cancelled' || status === 'failed';
}

/** Whether a string is a known job status. */
export function isJobStatus(value: unknown): value is JobStatus {
  return typeof value === 'string' && (JOB_STATUSES as readonly string[]).includes(value);
}
