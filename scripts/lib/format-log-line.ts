const LEVEL_COLORS: Record<string, number> = { fatal: 31, error: 31, warn: 33, info: 32, debug: 90, trace: 90 };
/** Fields every line has (shown as the time and level, or known from the supervisor's own prefix). */
const SHOWN_ELSEWHERE = new Set(['level', 'time', 'msg', 'pid', 'process', 'hostname']);

function formatValue(value: unknown): string {
  if (typeof value === 'string') return /[\s"=]/.test(value) ? JSON.stringify(value) : value;
  return JSON.stringify(value);
}

/**
 * One process output line for a person: a pino JSON line becomes `12:03:04 INFO  polling queues={"cpu":2} ...`
 * (an error's stack on the lines after it); anything else passes through unchanged.
 */
export function formatLogLine(line: string, color = true): string {
  if (!line.startsWith('{')) return line;
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  if (typeof entry.level !== 'string' || typeof entry.msg !== 'string') return line;
  const time = typeof entry.time === 'string' ? entry.time.slice(11, 19) : '';
  const label = entry.level.toUpperCase().padEnd(5);
  const level = color ? `\x1b[${LEVEL_COLORS[entry.level] ?? 0}m${label}\x1b[0m` : label;
  const err = entry.err as { message?: string; stack?: string } | undefined;
  const fields = Object.entries(entry)
    .filter(([key]) => !SHOWN_ELSEWHERE.has(key) && key !== 'err')
    .map(([key, value]) => `${key}=${formatValue(value)}`);
  const head = [time, level, entry.msg, ...fields, ...(err?.message ? [`err=${formatValue(err.message)}`] : [])].filter(Boolean).join(' ');
  return err?.stack ? `${head}\n${err.stack}` : head;
}
