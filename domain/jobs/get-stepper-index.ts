import type { JobStatus } from './job-statuses';

/** The client stepper: the steps a job goes through, in order. */
export const STEPPER_STEPS = [
  { id: 'upload', label: 'Upload' },
  { id: 'select', label: 'Choose range and options' },
  { id: 'process', label: 'Process' },
  { id: 'preview', label: 'Preview' },
  { id: 'export', label: 'Export and download' },
] as const;
export type StepperStepId = (typeof STEPPER_STEPS)[number]['id'];

const STEP_OF_STATUS: Readonly<Record<JobStatus, StepperStepId>> = {
  created: 'upload',
  // Probing and preparing the upload is still the upload step for the user.
  uploaded: 'upload',
  before_preprocessing: 'upload',
  preprocessing_pending: 'upload',
  preprocessing: 'upload',
  preprocessed: 'select',
  loaded: 'select',
  work_pending: 'process',
  small_work_pending: 'process',
  medium_work_pending: 'process',
  big_work_pending: 'process',
  cpu_work_pending: 'process',
  work_running: 'process',
  halted: 'process',
  // The watermarked preview is ready; the job waits for premium export / finish editing.
  work_done: 'preview',
  download_ready: 'export',
  downloading: 'export',
  completed: 'export',
  // Cancelled and failed jobs stay on the processing step; the web shows the error or cancellation beside it.
  cancelled: 'process',
  failed: 'process',
};

/** The stepper step id of a status. */
export function getStepperStep(status: JobStatus): StepperStepId {
  return STEP_OF_STATUS[status];
}

/** The 0-based stepper index of a status (the job state's stepper_index). */
export function getStepperIndex(status: JobStatus): number {
  const step = STEP_OF_STATUS[status];
  return STEPPER_STEPS.findIndex((candidate) => candidate.id === step);
}
