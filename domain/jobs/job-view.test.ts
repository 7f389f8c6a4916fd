import { describe, expect, it } from 'vitest';
import { refineJobProgress, type JobView } from './job-view';
import { getWorkflowType } from './get-workflow-type';
import { getExportPlan } from './get-export-plan';
import { toMilliCredits, fromMilliCredits } from './milli-credits';
import { getComputeQueue } from './task-queues';
import { getQueuedStatus } from './get-queued-status';
import { getTool } from '../catalogue/get-tool';
import { getJobStatusDisplay } from './job-statuses';

const view = (over: Partial<JobView> = {}): JobView => ({
  job_id: 'j', tool_id: 'video_sharpener', stage: 'final', job_status: 'work_running', tool_state: 'final_editing', stepper_index: 2,
  work_progress: 0, eta_s: null, error: null, range: { startS: 0, endS: 40 }, preview_range: null, media: null,
  outputs: { preview: null, final: null }, final_cost_milli: 400, segments: { total: 4, done: 0 }, ...over,
});

describe('refineJobProgress', () => {
  it('shows work nobody has picked up yet as queued', () => {
    expect(refineJobProgress(view(), [{ started: false, percent: 0, etaS: null }], 'cpu_work_pending').job_status).toBe('cpu_work_pending');
  });

  it('adds running segments to finished ones (the assembly counts as one more step)', () => {
    const refined = refineJobProgress(view({ segments: { total: 4, done: 2 } }), [{ started: true, percent: 50, etaS: 5 }, { started: true, percent: 50, etaS: 5 }], 'cpu_work_pending');
    expect(refined.work_progress).toBe(60);
    expect(refined.job_status).toBe('work_running');
  });

  it('estimates the stage ETA from the running segment and the ones not started', () => {
    // One segment at 50% with 5 s left (10 s each), two more waiting for the one worker: 5 + 2 x 10.
    const refined = refineJobProgress(view({ segments: { total: 4, done: 1 } }), [{ started: true, percent: 50, etaS: 5 }], 'cpu_work_pending');
    expect(refined.eta_s).toBe(25);
  });

  it('never moves progress backwards and leaves other stages alone', () => {
    expect(refineJobProgress(view({ work_progress: 70 }), [], 'cpu_work_pending').work_progress).toBe(70);
    const waiting = view({ stage: 'awaiting_export', job_status: 'work_done' });
    expect(refineJobProgress(waiting, [{ started: false, percent: 0, etaS: null }], 'cpu_work_pending')).toBe(waiting);
  });
});

describe('job naming and money rules', () => {
  it.each([
    ['video_sharpener', 'videoSharpenerWorkflow'],
    ['video_background_noise_remover', 'videoBackgroundNoiseRemoverWorkflow'],
    ['slow_mo', 'slowMoWorkflow'],
  ])('runs %s as %s', (toolId, type) => {
    expect(getWorkflowType(toolId)).toBe(type);
  });

  it('gives a paying free user the premium caps, and paid plans their own', () => {
    expect(getExportPlan('basic')).toBe('premium');
    expect(getExportPlan('business')).toBe('business');
  });

  it('keeps the smallest rate exact in milli-credits', () => {
    expect(toMilliCredits(0.001)).toBe(1);
    expect(toMilliCredits(0.24)).toBe(240);
    expect(fromMilliCredits(49760)).toBe(49.76);
  });

  it('routes by hardware', () => {
    expect(getComputeQueue('cpu')).toBe('cpu');
    expect(getComputeQueue('gpu')).toBe('gpu');
  });
});

describe('getQueuedStatus', () => {
  it.each([
    ['video_sharpener', 'cpu_work_pending'],
    ['video_background_noise_remover', 'cpu_work_pending'],
    ['plate_blurring', 'small_work_pending'],
  ] as const)('%s waits as %s, shown as In queue', (toolId, status) => {
    expect(getQueuedStatus(getTool(toolId))).toBe(status);
    expect(getJobStatusDisplay(status)).toBe('in_queue');
  });
});
