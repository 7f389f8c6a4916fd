import { describe, expect, it } from 'vitest';
import {
  JOB_STATUS_DISPLAY_LABELS, JOB_STATUSES, getJobStateDisplay, getJobStatusDisplay, isJobStatus, isTerminalJobStatus, isWorkPending,
  type JobStatus, type JobStatusDisplay,
} from './job-statuses';
import type { JobStage } from './job-view';

describe('job status display (platform §4)', () => {
  it.each<[JobStatus, JobStatusDisplay, string]>([
    ['big_work_pending', 'in_queue', 'In queue'],
    ['medium_work_pending', 'in_queue', 'In queue'],
    ['small_work_pending', 'in_queue', 'In queue'],
    ['cpu_work_pending', 'in_queue', 'In queue'],
    ['work_pending', 'in_queue', 'In queue'],
    ['work_running', 'in_progress', 'In progress'],
    ['download_ready', 'work_done', 'Work done'],
    ['downloading', 'in_preparation_for_download', 'In preparation for download'],
    ['created', 'created', 'Created'],
    ['cancelled', 'cancelled', 'Canceled'],
    ['work_done', 'work_done', 'Work done'],
    ['uploaded', 'uploaded', 'Uploaded'],
    ['preprocessed', 'preprocessed', 'Preprocessed'],
    ['halted', 'halted', 'Halted'],
    ['before_preprocessing', 'before_preprocessing', 'Before preprocessing'],
    ['preprocessing_pending', 'preprocessing_pending', 'Preprocessing pending'],
    ['preprocessing', 'preprocessing', 'Preprocessing'],
    ['loaded', 'loaded', 'Loaded'],
    ['completed', 'completed', 'Completed'],
    ['failed', 'failed', 'Failed'],
  ])('%s is shown as %s (%s)', (status, display, label) => {
    expect(getJobStatusDisplay(status)).toBe(display);
    expect(JOB_STATUS_DISPLAY_LABELS[display]).toBe(label);
  });

  it('has every status exactly once', () => {
    expect(new Set(JOB_STATUSES).size).toBe(JOB_STATUSES.length);
    expect(JOB_STATUSES).toHaveLength(20);
  });

  it('classifies statuses', () => {
    expect(JOB_STATUSES.filter(isWorkPending)).toHaveLength(5);
    expect(JOB_STATUSES.filter(isTerminalJobStatus)).toEqual(['completed', 'cancelled', 'failed']);
    expect(isJobStatus('work_running')).toBe(true);
    expect(isJobStatus('running')).toBe(false);
  });
});

describe("a live job's status chip (its stage, then its status)", () => {
  it.each<[JobStage, string, JobStatusDisplay, string]>([
    ['probing', 'preprocessing', 'preprocessing', 'Preprocessing'],
    ['probing', 'preprocessed', 'preprocessed', 'Preprocessed'],
    ['detecting', 'work_running', 'in_progress', 'In progress'],
    // Detection is done, but the job waits for the user to choose whom to blur: nothing of theirs is done yet.
    ['awaiting_selection', 'work_done', 'awaiting_choice', 'Waiting for your choice'],
    ['preview', 'small_work_pending', 'in_queue', 'In queue'],
    ['preview', 'work_running', 'in_progress', 'In progress'],
    ['awaiting_export', 'work_done', 'work_done', 'Work done'],
    ['final', 'gpu_work_pending_of_a_newer_server', 'in_progress', 'In progress'],
    ['final', 'work_running', 'in_progress', 'In progress'],
    ['done', 'download_ready', 'work_done', 'Work done'],
    ['done', 'completed', 'completed', 'Completed'],
    ['failed', 'halted', 'halted', 'Halted'],
    ['cancelled', 'cancelled', 'cancelled', 'Canceled'],
  ])('stage %s with status %s is shown as %s (%s)', (stage, jobStatus, display, label) => {
    expect(getJobStateDisplay({ stage, job_status: jobStatus })).toBe(display);
    expect(JOB_STATUS_DISPLAY_LABELS[display]).toBe(label);
  });
});
