import pino, { type Logger } from 'pino';

export type { Logger } from 'pino';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

let root: Logger | undefined;

/**
 * The process's structured logger: one JSON line per event on stdout (pino), so a log collector can index every field.
 * `process` names the process kind (app, cpu-worker, gpu-worker); children add jobId/workflowId/activity/attempt.
 * LOG_LEVEL (declared in both configuration schemas) sets the level; scripts/supervise.ts shows the lines readably.
 */
export function getLogger(bindings?: Record<string, unknown>): Logger {
  if (!root) {
    const wanted = process.env.LOG_LEVEL ?? 'info';
    const level = (LEVELS as readonly string[]).includes(wanted) ? wanted : 'info';
    root = pino({ level, base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (label) => ({ level: label }) } });
  }
  return bindings ? root.child(bindings) : root;
}

/** Names this process in every later line (called once by an entry point: app, cpu-worker, gpu-worker). */
export function setLogProcess(name: string): Logger {
  root = getLogger().child({ process: name });
  return root;
}
