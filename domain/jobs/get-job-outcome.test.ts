import { describe, expect, it } from 'vitest';
import { getJobOutcome } from './get-job-outcome';

describe('getJobOutcome', () => {
  it.each([
    ['work_running', 'completed'],
    ['work_running', 'download_ready'],
    ['work_done', 'completed'],
    [null, 'completed'],
  ])('counts a job finished when it moves from %s to %s', (previous, status) => {
    expect(getJobOutcome(previous, { status })).toEqual({ kind: 'finished' });
  });

  it('counts a failure with its error code, and an unknown failure as internal_error', () => {
    expect(getJobOutcome('work_running', { status: 'halted', errorCode: 'invalid_media' })).toEqual({ kind: 'failed', errorCode: 'invalid_media' });
    expect(getJobOutcome('cpu_work_pending', { status: 'failed', errorCode: null })).toEqual({ kind: 'failed', errorCode: 'internal_error' });
  });

  it.each([
    ['completed', 'completed', 'a repeated projection'],
    ['download_ready', 'completed', 'a paid download of a finished job'],
    ['halted', 'halted', 'a repeated failure'],
  ])('counts nothing again from %s to %s (%s)', (previous, status) => {
    expect(getJobOutcome(previous, { status, errorCode: 'x' })).toBeNull();
  });

  it.each(['created', 'cpu_work_pending', 'small_work_pending', 'work_running', 'work_done', 'downloading', 'cancelled'])('counts nothing for %s', (status) => {
    expect(getJobOutcome('work_running', { status })).toBeNull();
  });
});
