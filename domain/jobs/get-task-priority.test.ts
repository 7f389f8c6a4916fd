import { describe, expect, it } from 'vitest';
import { PLAN_IDS, isPaidPlan, type PlanId } from '../plans';
import { getTaskPriority, TASK_PRIORITY } from './get-task-priority';
import { getUnitsInFlight } from './get-units-in-flight';

describe('getTaskPriority', () => {
  it.each([
    ['basic', 'preview', 5],
    ['basic', 'final', 3],
    ['premium', 'preview', 2],
    ['premium', 'final', 2],
    ['pro', 'preview', 2],
    ['pro', 'final', 2],
    ['business', 'preview', 1],
    ['business', 'final', 1],
    ['enterprise', 'preview', 1],
    ['enterprise', 'final', 1],
  ] as const)('%s %s runs at priority %i', (plan, stage, key) => {
    expect(getTaskPriority(plan, stage)).toBe(key);
  });

  it('puts every paid plan’s work, and a free user’s paid export, ahead of free previews', () => {
    for (const plan of PLAN_IDS) for (const stage of ['preview', 'final'] as const) {
      if (isPaidPlan(plan) || stage === 'final') expect(getTaskPriority(plan, stage)).toBeLessThan(TASK_PRIORITY.freePreview);
    }
  });

  it('stays within the server’s default range of keys (1-5)', () => {
    for (const key of Object.values(TASK_PRIORITY)) expect(key).toBeGreaterThanOrEqual(1), expect(key).toBeLessThanOrEqual(5);
  });
});

describe('getUnitsInFlight', () => {
  it('gives paid renders more segments in flight than free ones, and Business the most', () => {
    const of = (plan: PlanId) => getUnitsInFlight(plan);
    expect([of('basic'), of('premium'), of('pro'), of('business'), of('enterprise')]).toEqual([4, 8, 8, 12, 12]);
  });
});
