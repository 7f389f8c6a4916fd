const MS_PER_MINUTE = 60_000;

/** Day of month of the nth Sunday of a month (monthIndex 0-11), in the proleptic Gregorian calendar. */
function nthSunday(year: number, monthIndex: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, monthIndex, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + 7 * (n - 1);
}

/**
 * New York's UTC offset in minutes at an instant: -240 (EDT) from the second Sunday of March 02:00 EST to the first
 * Sunday of November 02:00 EDT, else -300 (EST). Computed, not read from the host's time zone, so it is the same
 * on every server and in workflow code.
 */
export function getNewYorkUtcOffsetMinutes(utcMs: number): number {
  const year = new Date(utcMs).getUTCFullYear();
  const dstStartsMs = Date.UTC(year, 2, nthSunday(year, 2, 2), 7);
  const dstEndsMs = Date.UTC(year, 10, nthSunday(year, 10, 1), 6);
  return utcMs >= dstStartsMs && utcMs < dstEndsMs ? -240 : -300;
}

/** The UTC instant of a New York wall-clock time (month 1-12). */
export function newYorkTimeToUtcMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  // The offset at the standard-time guess is right except inside the skipped/repeated hour of a change.
  const offset = getNewYorkUtcOffsetMinutes(wallAsUtc + 300 * MS_PER_MINUTE);
  return wallAsUtc - offset * MS_PER_MINUTE;
}

/** The calendar year in New York at an instant. */
export function getNewYorkYear(utcMs: number): number {
  return new Date(utcMs + getNewYorkUtcOffsetMinutes(utcMs) * MS_PER_MINUTE).getUTCFullYear();
}
