import type { LogLevel, LogMetadata, Logger as TemporalLogger } from '@temporalio/common';
import type { Logger } from 'pino';

const PINO_LEVEL: Record<LogLevel, 'trace' | 'debug' | 'info' | 'warn' | 'error'> = { TRACE: 'trace', DEBUG: 'debug', INFO: 'info', WARN: 'warn', ERROR: 'error' };

/**
 * The Temporal SDK's logger (Runtime.install) on our pino logger: the SDK's own lines, workflow `log` calls and
 * activity `Context.current().log` calls become JSON lines. Workflow id = job id, so every line of a job's
 * workflow or activity carries `jobId` too.
 */
export function makeTemporalLogger(logger: Logger): TemporalLogger {
  const write = (level: LogLevel, message: string, meta?: LogMetadata) => {
    const fields: Record<string, unknown> = { ...meta };
    // An activity's task token completes it from outside: it has no place in logs.
    delete fields.taskToken;
    if (typeof fields.workflowId === 'string') fields.jobId = fields.workflowId;
    if (typeof fields.activityType === 'string') fields.activity = fields.activityType;
    logger[PINO_LEVEL[level]](fields, message);
  };
  return {
    log: write,
    trace: (message, meta) => write('TRACE', message, meta),
    debug: (message, meta) => write('DEBUG', message, meta),
    info: (message, meta) => write('INFO', message, meta),
    warn: (message, meta) => write('WARN', message, meta),
    error: (message, meta) => write('ERROR', message, meta),
  };
}
