import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { JobStatusDisplay } from '../../domain/jobs/job-statuses';
import type { StepperStepId } from '../../domain/jobs/get-stepper-index';

/** Translated job status display keys (domain maps every status to one; e.g. all *_work_pending are In queue). */
export const STATUS_MESSAGES: Record<JobStatusDisplay, MessageDescriptor> = {
  created: msg`Created`,
  uploaded: msg`Uploaded`,
  before_preprocessing: msg`Before preprocessing`,
  preprocessing_pending: msg`Preprocessing pending`,
  preprocessing: msg`Preprocessing`,
  preprocessed: msg`Preprocessed`,
  loaded: msg`Loaded`,
  in_queue: msg`In queue`,
  in_progress: msg`In progress`,
  halted: msg`Halted`,
  awaiting_choice: msg`Waiting for your choice`,
  work_done: msg`Work done`,
  in_preparation_for_download: msg`In preparation for download`,
  completed: msg`Completed`,
  cancelled: msg`Canceled`,
  failed: msg`Failed`,
};

export const STEP_MESSAGES: Record<StepperStepId, MessageDescriptor> = {
  upload: msg`Upload`,
  select: msg`Choose range and options`,
  process: msg`Process`,
  preview: msg`Preview`,
  export: msg`Export and download`,
};

/** Translated states of an uploaded file. */
export const FILE_STATUS_MESSAGES: Record<string, MessageDescriptor | undefined> = {
  uploading: msg`Uploading`,
  probing: msg`Checking the video`,
  ready: msg`Ready`,
  failed: msg`Failed`,
};
