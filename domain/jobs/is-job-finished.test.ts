import { describe, expect, it } from 'vitest';
import { JOB_STATUSES } from './job-statuses';
import { isJobFinished } from './is-job-finished';

describe('isJobFinished', () => {
  it.each(['download_ready', 'completed', 'cancelled', 'halted', 'failed'])('%s has ended', (status) => {
    expect(isJobFinished(status)).toBe(true);
  });

  it('counts every other status, and unknown ones, as running (their files stay protected)', () => {
    const running = JOB_STATUSES.filter((s) => !['download_ready', 'completed', 'cancelled', 'halted', 'failed'].includes(s));
    expect(running).toContain('work_done'); // awaiting the premium export: the final render still reads the input
    for (const status of [...running, 'something_new']) expect(isJobFinished(status)).toBe(false);
  });
});
