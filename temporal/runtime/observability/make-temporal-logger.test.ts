import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { makeTemporalLogger } from './make-temporal-logger';

function capture() {
  const entries: Record<string, unknown>[] = [];
  const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => { entries.push(...chunk.toString().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>)); done(); } });
  return { entries, logger: pino({ level: 'trace', formatters: { level: (label) => ({ level: label }) } }, sink) };
}

describe('makeTemporalLogger', () => {
  it('writes an activity log line with the job id, the activity and its attempt, never the task token', () => {
    const { entries, logger } = capture();
    makeTemporalLogger(logger).info('ffmpeg -i source.mp4 ...', { workflowId: 'job-1', activityType: 'renderSegment', attempt: 2, taskQueue: 'cpu', taskToken: 'c2VjcmV0' });
    expect(entries).toEqual([expect.objectContaining({ level: 'info', msg: 'ffmpeg -i source.mp4 ...', jobId: 'job-1', workflowId: 'job-1', activity: 'renderSegment', attempt: 2, taskQueue: 'cpu' })]);
    expect(entries[0]).not.toHaveProperty('taskToken');
  });

  it('maps each Temporal level to the pino level of the same name', () => {
    const { entries, logger } = capture();
    const temporal = makeTemporalLogger(logger);
    temporal.trace('t');
    temporal.debug('d');
    temporal.log('INFO', 'i');
    temporal.warn('w', { sdkComponent: 'worker' });
    temporal.error('e');
    expect(entries.map((e) => [e.level, e.msg])).toEqual([['trace', 't'], ['debug', 'd'], ['info', 'i'], ['warn', 'w'], ['error', 'e']]);
    expect(entries[3]).toMatchObject({ sdkComponent: 'worker' });
    expect(entries[3]).not.toHaveProperty('jobId');
  });
});
