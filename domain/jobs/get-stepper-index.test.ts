import { describe, expect, it } from 'vitest';
import { JOB_STATUSES, type JobStatus } from './job-statuses';
import { STEPPER_STEPS, getStepperIndex, getStepperStep } from './get-stepper-index';

describe('client stepper', () => {
  it('has the five steps in order', () => {
    expect(STEPPER_STEPS.map((step) => step.id)).toEqual(['upload', 'select', 'process', 'preview', 'export']);
  });

  it.each<[JobStatus, number]>([
    ['created', 0],
    ['uploaded', 0],
    ['preprocessing', 0],
    ['preprocessed', 1],
    ['loaded', 1],
    ['small_work_pending', 2],
    ['cpu_work_pending', 2],
    ['work_running', 2],
    ['halted', 2],
    ['work_done', 3],
    ['download_ready', 4],
    ['downloading', 4],
    ['completed', 4],
    ['cancelled', 2],
    ['failed', 2],
  ])('%s is step %s', (status, index) => {
    expect(getStepperIndex(status)).toBe(index);
    expect(getStepperStep(status)).toBe(STEPPER_STEPS[index]?.id);
  });

  it('maps every status to a valid step', () => {
    for (const status of JOB_STATUSES) {
      expect(getStepperIndex(status)).toBeGreaterThanOrEqual(0);
      expect(getStepperIndex(status)).toBeLessThan(STEPPER_STEPS.length);
    }
  });
});
