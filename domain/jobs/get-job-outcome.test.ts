import { describe, expect, it } from 'vitest';
import { getJobOutcome } from './get-job-outcome';

const nothing = { started: false, finished: false, failedWith: null };

describe('getJobOutcome', () => {
  it('counts a job started at its first projection, whatever status it enters', () => {
    expect(getJobOutcome('created', { status: 'preprocessing' })).toEqual({ ...nothing, started: true });
    expect(getJobOutcome('created', { status: 'halted', errorCode: 'media_unreadable' })).toEqual({ started: true, finished: false, failedWith: 'media_unreadable' });
  });

  it.each([
    ['work_running', 'completed'],
    ['work_running', 'download_ready'],
    ['work_done', 'completed'],
  ])('counts a job finished when it moves from %s to %s', (previous, status) => {
    expect(getJobOutcome(previous, { status })).toEqual({ ...nothing, finished: true });
  });

  it('counts a failure with its error code, and one without a code as internal_error', () => {
    expect(getJobOutcome('work_running', { status: 'halted', errorCode: 'invalid_media' })).toEqual({ ...nothing, failedWith: 'invalid_media' });
    expect(getJobOutcome('cpu_work_pending', { status: 'failed', errorCode: null })).toEqual({ ...nothing, failedWith: 'internal_error' });
  });

  it.each([
    ['completed', 'completed', 'a repeated projection'],
    ['download_ready', 'completed', 'a paid download of a finished job'],
    ['halted', 'halted', 'a repeated failure'],
    ['preprocessing', 'preprocessing', 'a repeated first projection'],
  ])('counts nothing again from %s to %s (%s)', (previous, status) => {
    expect(getJobOutcome(previous, { status, errorCode: 'x' })).toEqual(nothing);
  });

  it.each(['cpu_work_pending', 'small_work_pending', 'work_running', 'work_done', 'downloading', 'cancelled'])('counts nothing for a running job entering %s', (status) => {
    expect(getJobOutcome('work_running', { status })).toEqual(nothing);
  });

  it('counts nothing for a row that is gone', () => {
    expect(getJobOutcome(null, { status: 'preprocessing' })).toEqual(nothing);
  });
});
