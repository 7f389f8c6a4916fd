import { describe, expect, it } from 'vitest';
import { getCrossedMilestones, getJobEventKey, getStageEventType } from './webhook-events';

describe('job events', () => {
  it.each([
    ['done', 'job.completed'],
    ['failed', 'job.failed'],
    ['cancelled', 'job.cancelled'],
    ['awaiting_selection', 'job.waiting'],
    ['awaiting_export', 'job.waiting'],
    ['preview', null],
    ['final', null],
    ['probing', null],
    ['detecting', null],
  ])('a move to %s announces %s', (stage, type) => {
    expect(getStageEventType(stage)).toBe(type);
  });

  it('reports each milestone passed, once, however big the step', () => {
    expect(getCrossedMilestones(0, 10)).toEqual([]);
    expect(getCrossedMilestones(0, 25)).toEqual([25]);
    expect(getCrossedMilestones(25, 49)).toEqual([]);
    expect(getCrossedMilestones(20, 80)).toEqual([25, 50, 75]);
    expect(getCrossedMilestones(75, 100)).toEqual([]);
  });

  it('gives the same key for the same moment and another for a repeated stage', () => {
    const a = getJobEventKey({ jobId: 'j', type: 'job.waiting', stage: 'awaiting_export', occurrence: 0 });
    expect(getJobEventKey({ jobId: 'j', type: 'job.waiting', stage: 'awaiting_export' })).toBe(a);
    expect(getJobEventKey({ jobId: 'j', type: 'job.waiting', stage: 'awaiting_export', occurrence: 1 })).not.toBe(a);
  });
});
