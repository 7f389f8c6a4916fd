import { describe, expect, it } from 'vitest';
import type { JobView } from './job-view';
import { refineJobProgress } from '../progress/refine-job-progress';
import { getWorkflowType } from './get-workflow-type';
import { getExportPlan } from './get-export-plan';
import { toMilliCredits, fromMilliCredits } from './milli-credits';
import { getComputeQueue, getWorkloadClass } from './task-queues';
import { getQueuedStatus } from './get-queued-status';
import { getTool } from '../catalogue/get-tool';
import { getJobStatusDisplay } from './job-statuses';

const passes = (render: [number, number], analyse?: [number, number]) => [
  ...(analyse ? [{ id: 'analyse' as const, weight: 0.5, total: analyse[0], done: analyse[1] }] : []),
  { id: 'render' as const, weight: 1, total: render[0], done: render[1] },
  { id: 'assemble' as const, weight: 0.2, total: 1, done: 0 },
];
const view = (over: Partial<JobView> = {}): JobView => ({
  job_id: 'j', tool_id: 'video_sharpener', stage: 'final', job_status: 'work_running', tool_state: 'final_editing', stepper_index: 2,
  work_progress: 0, eta_s: null, error: null, range: { startS: 0, endS: 40 }, preview_range: null, media: null, options: {}, preview_revision: 0,
  outputs: { preview: null, final: null, poster: null, sprite: null }, final_cost_milli: 400, work: { queue: 'cpu', passes: passes([4, 0]) },
  paused: false, metrics: {}, inference: {}, image_paths: [], face_indices: [], selected_faces: null, ...over,
});
const running = (percent: number, etaS: number, pass: 'render' | 'analyse' = 'render') => ({ started: true, pass, percent, etaS });

describe('refineJobProgress', () => {
  it('shows work nobody has picked up yet as queued, named by its queue', () => {
    expect(refineJobProgress(view(), [{ started: false, pass: null, percent: 0, etaS: null }], 'medium_work_pending').job_status).toBe('medium_work_pending');
  });

  it('adds running units to finished ones, each pass by its weight', () => {
    // 4 render units (weight 1) and the assembly (0.2): 2 done + 2 half done = 3 of 4.2.
    const refined = refineJobProgress(view({ work: { queue: 'cpu', passes: passes([4, 2]) } }), [running(50, 5), running(50, 5)], 'cpu_work_pending');
    expect(refined.work_progress).toBe(71.4);
    expect(refined.job_status).toBe('work_running');
  });

  it('estimates the stage ETA from the running unit and the ones not started', () => {
    // One unit at 50% with 5 s left (10 s each), two more and the assembly (2 s) for the one worker: 5 + 2 x 10 + 2.
    const refined = refineJobProgress(view({ work: { queue: 'cpu', passes: passes([4, 1]) } }), [running(50, 5)], 'cpu_work_pending');
    expect(refined.eta_s).toBe(27);
  });

  it('gives a two-pass job one ETA for both passes', () => {
    // Analysis units cost half a render unit: one at 50% with 2.5 s left means 10 s per render unit. Left: 2.5 s, then
    // 3 more analysis units (15 s), 4 renders (40 s) and the assembly (2 s).
    const refined = refineJobProgress(view({ work: { queue: 'gpu-small', passes: passes([4, 0], [4, 0]) } }), [running(50, 2.5, 'analyse')], 'small_work_pending');
    expect(refined.eta_s).toBe(60);
    expect(refined.work_progress).toBe(4); // half of one 0.5 unit out of 6.2
  });

  it('keeps the done share while paused or queued for the next unit (never "In queue 0%")', () => {
    const twoDone = view({ work: { queue: 'cpu', passes: passes([4, 2]) } });
    expect(refineJobProgress({ ...twoDone, paused: true }, [], 'cpu_work_pending')).toMatchObject({ work_progress: 47.6, eta_s: null });
    expect(refineJobProgress(twoDone, [{ started: false, pass: null, percent: 0, etaS: null }], 'cpu_work_pending')).toMatchObject({ job_status: 'cpu_work_pending', work_progress: 47.6 });
  });

  it('paces the ETA by the stage clock when the view has one and the reader gives the time', () => {
    // 2 of 4.2 done in 20 s of work (5 s of it paused before): 22 s left.
    const clocked = view({ work: { queue: 'cpu', passes: passes([4, 2]), clock: { started_ms: 0, paused_ms: 5_000, paused_since_ms: null } } });
    expect(refineJobProgress(clocked, [], 'cpu_work_pending', 25_000).eta_s).toBe(22);
  });

  it('shows no ETA while paused, and never moves progress backwards; other stages are left alone', () => {
    expect(refineJobProgress(view({ paused: true }), [running(50, 5)], 'cpu_work_pending').eta_s).toBeNull();
    expect(refineJobProgress(view({ work_progress: 70 }), [], 'cpu_work_pending').work_progress).toBe(70);
    const waiting = view({ stage: 'awaiting_export', job_status: 'work_done' });
    expect(refineJobProgress(waiting, [{ started: false, pass: null, percent: 0, etaS: null }], 'cpu_work_pending')).toBe(waiting);
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

  it('routes by hardware, and GPU work by workload class', () => {
    expect(getComputeQueue('cpu', 'big')).toBe('cpu');
    expect(getComputeQueue('gpu', 'small')).toBe('gpu-small');
    expect(getComputeQueue('gpu', 'medium')).toBe('gpu-medium');
    expect(getComputeQueue('gpu', 'big')).toBe('gpu-big');
  });

  it.each<[string, number, number, number, string]>([
    ['video_lightener', 5, 1280, 720, 'small'],
    ['video_lightener', 30, 1280, 720, 'small'],
    ['video_lightener', 31, 1280, 720, 'medium'],
    ['video_lightener', 120, 1920, 1080, 'medium'],
    ['video_lightener', 300, 1920, 1080, 'big'],
    ['video_stabilizer', 60, 3840, 2160, 'big'],
  ])('classes %s over %s s of %sx%s as %s work', (toolId, seconds, width, height, expected) => {
    expect(getWorkloadClass(getTool(toolId as 'video_lightener'), { seconds, width, height })).toBe(expected);
  });

  it('never puts a job below its tool\'s own workload class', () => {
    expect(getWorkloadClass({ freeWorkloadSize: 'big' }, { seconds: 1, width: 320, height: 240 })).toBe('big');
    expect(getWorkloadClass({ freeWorkloadSize: 'medium' }, { seconds: 1, width: 320, height: 240 })).toBe('medium');
  });
});

describe('getQueuedStatus', () => {
  it.each([
    ['cpu', 'cpu_work_pending'],
    ['gpu-small', 'small_work_pending'],
    ['gpu-medium', 'medium_work_pending'],
    ['gpu-big', 'big_work_pending'],
    ['', 'work_pending'],
  ] as const)('work waiting on queue %j is %s, shown as In queue', (queue, status) => {
    expect(getQueuedStatus(queue)).toBe(status);
    expect(getJobStatusDisplay(status)).toBe('in_queue');
  });
});
