import { describe, expect, it } from 'vitest';
import type { JobStage } from './job-view';
import { STEPPER_STEPS, getStepperIndex, getStepperStep } from './get-stepper-index';

const STAGES: readonly JobStage[] = ['probing', 'detecting', 'awaiting_selection', 'preview', 'awaiting_export', 'final', 'done', 'failed', 'cancelled'];

describe('client stepper', () => {
  it('has the five steps in order', () => {
    expect(STEPPER_STEPS.map((step) => step.id)).toEqual(['upload', 'select', 'process', 'preview', 'export']);
  });

  // A job starts after its upload and its choices: none of its stages is on the upload or choice step.
  it.each<[JobStage, string, number]>([
    ['probing', 'preprocessing', 2],
    ['probing', 'preprocessed', 2],
    ['detecting', 'work_running', 2],
    ['awaiting_selection', 'work_done', 2],
    ['preview', 'small_work_pending', 2],
    ['preview', 'work_running', 2],
    ['awaiting_export', 'work_done', 3],
    ['final', 'cpu_work_pending', 4],
    ['final', 'work_running', 4],
    ['done', 'download_ready', 4],
    ['done', 'completed', 4],
    ['failed', 'halted', 2],
    ['cancelled', 'cancelled', 2],
  ])('a job in stage %s (status %s) is on step %s', (stage, jobStatus, index) => {
    expect(getStepperIndex({ stage })).toBe(index);
    expect(getStepperStep({ stage })).toBe(STEPPER_STEPS[index]?.id);
  });

  it('maps every stage to a step past the upload and the choices', () => {
    for (const stage of STAGES) {
      expect(getStepperIndex({ stage })).toBeGreaterThanOrEqual(2);
      expect(getStepperIndex({ stage })).toBeLessThan(STEPPER_STEPS.length);
    }
  });
});
