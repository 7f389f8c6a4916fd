/**
 * What an id of ours looks like (files, jobs, projects, chains: UUIDs, `chain-<uuid>`): letters, digits, `-` and `_`,
 * at most 100 characters. Anything else (a NUL byte, a path, a megabyte of text) is refused at the input schema before
 * it reaches the database.
 */
export const RECORD_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/** Whether a value can be one of our ids. */
export function isRecordId(value: unknown): value is string {
  return typeof value === 'string' && RECORD_ID_PATTERN.test(value);
}
