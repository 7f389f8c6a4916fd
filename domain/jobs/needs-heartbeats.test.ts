import { describe, expect, it } from 'vitest';
import type { JobStage } from './job-view';
import { needsHeartbeats } from './needs-heartbeats';

describe('needsHeartbeats', () => {
  const cases: [JobStage, boolean, boolean][] = [
    ['probing', false, true],
    ['detecting', false, true],
    ['preview', false, true],
    ['final', false, true],
    ['preview', true, false],
    ['final', true, false],
    ['awaiting_selection', false, false],
    ['awaiting_export', false, false],
    ['done', false, false],
    ['failed', false, false],
    ['cancelled', false, false],
  ];
  it.each(cases)('a job in %s (paused: %s) needs heartbeats: %s', (stage, paused, expected) => {
    expect(needsHeartbeats({ stage, paused })).toBe(expected);
  });
});
