import type { JobStage } from './job-view';

/** The client stepper: the steps a job goes through, in order. */
export const STEPPER_STEPS = [
  { id: 'upload', label: 'Upload' },
  { id: 'select', label: 'Choose range and options' },
  { id: 'process', label: 'Process' },
  { id: 'preview', label: 'Preview' },
  { id: 'export', label: 'Export and download' },
] as const;
export type StepperStepId = (typeof STEPPER_STEPS)[number]['id'];

/**
 * The step of each stage of a job's life. A job exists only once its video is uploaded and its range and options are
 * chosen (the tool page does both before it starts the job), so every stage of a job is past those two steps: preparing
 * the video is already the processing step, whatever the spec's status for it says (preprocessing, preprocessed).
 */
const STEP_OF_STAGE: Readonly<Record<JobStage, StepperStepId>> = {
  probing: 'process',
  detecting: 'process',
  // Choosing the people or plates to blur (or the background changer's objects) belongs to the processing: the job
  // waits for it there, and the status chip says so.
  awaiting_selection: 'process',
  preview: 'process',
  // The watermarked preview is ready; the job waits for premium export / finish editing.
  awaiting_export: 'preview',
  // The paid render is the export itself.
  final: 'export',
  done: 'export',
  // Cancelled and failed jobs stay on the processing step; the web shows the error or cancellation beside it.
  cancelled: 'process',
  failed: 'process',
};

/** The stepper step id of a job, from the stage of its life. */
export function getStepperStep(job: { stage: JobStage }): StepperStepId {
  return STEP_OF_STAGE[job.stage];
}

/** The 0-based stepper index of a job (the job state's stepper_index). */
export function getStepperIndex(job: { stage: JobStage }): number {
  const step = STEP_OF_STAGE[job.stage];
  return STEPPER_STEPS.findIndex((candidate) => candidate.id === step);
}
