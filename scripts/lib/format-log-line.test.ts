import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { Writable } from 'node:stream';
import { formatLogLine } from './format-log-line';

/** Lines a real pino logger writes, configured as the processes configure it (get-logger.ts). */
function pinoLines(write: (logger: pino.Logger) => void): string[] {
  const lines: string[] = [];
  const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => { lines.push(...chunk.toString().split('\n').filter(Boolean)); done(); } });
  const logger = pino({ base: { pid: 1 }, timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (label) => ({ level: label }) } }, sink);
  write(logger.child({ process: 'cpu-worker' }));
  return lines;
}

describe('formatLogLine', () => {
  it('shows a JSON line as its time, level, message and fields', () => {
    const [line] = pinoLines((log) => log.info({ jobId: 'j-1', activity: 'renderSegment', attempt: 2, queues: { cpu: 2 } }, 'segment rendered'));
    expect(formatLogLine(line!, false)).toMatch(/^\d\d:\d\d:\d\d INFO  segment rendered jobId=j-1 activity=renderSegment attempt=2 queues=\{"cpu":2\}$/);
  });

  it('quotes a value with spaces and puts an error stack on the following lines', () => {
    const [line] = pinoLines((log) => log.error({ err: new Error('disk full'), path: '/tmp/a b' }, 'render failed'));
    const text = formatLogLine(line!, false);
    expect(text.split('\n')[0]).toMatch(/ERROR render failed path="\/tmp\/a b" err="disk full"$/);
    expect(text.split('\n')[1]).toBe('Error: disk full');
  });

  it('passes other output through unchanged', () => {
    for (const line of ['plain text from ffmpeg', '{not json', '{"a":1}']) expect(formatLogLine(line)).toBe(line);
  });
});
