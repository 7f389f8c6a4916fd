import { proxy } from 'valtio';
import type { ClientFile } from '../../server/routers/files-router';
import { INITIAL_JOB_STATE, initialiseJob, setPending, setUploadedFile, tickCountdown, type JobState } from './job-rules';

/** The job being set up on a tool page (upload, range, options): the spec's Job state, one at a time. */
export const processState = proxy<JobState>({ ...INITIAL_JOB_STATE });

/** Initialising resets the process state but keeps time and mode (spec: client rules). */
export function initProcess(): void {
  Object.assign(processState, initialiseJob(processState));
}

export function markPending(pending: boolean): void {
  Object.assign(processState, setPending(processState, pending));
}

export function takeUploadedFile(file: ClientFile, maxDurationS: number | null): void {
  Object.assign(processState, setUploadedFile(processState, file, maxDurationS));
}

export function tickProcessCountdown(): void {
  Object.assign(processState, tickCountdown(processState));
}
