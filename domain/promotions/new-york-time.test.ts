import { describe, expect, it } from 'vitest';
import { getNewYorkUtcOffsetMinutes, getNewYorkYear, newYorkTimeToUtcMs } from './new-york-time';

const at = (iso: string): number => Date.parse(iso);

describe('New York UTC offset (both sides of each time-zone change)', () => {
  it.each<[string, number]>([
    ['2026-03-08T06:59:59.999Z', -300],
    ['2026-03-08T07:00:00.000Z', -240],
    ['2026-11-01T05:59:59.999Z', -240],
    ['2026-11-01T06:00:00.000Z', -300],
    ['2025-03-09T06:59:59.999Z', -300],
    ['2025-03-09T07:00:00.000Z', -240],
    ['2025-11-02T05:59:59.999Z', -240],
    ['2025-11-02T06:00:00.000Z', -300],
    ['2026-07-04T12:00:00.000Z', -240],
    ['2026-01-15T12:00:00.000Z', -300],
  ])('%s is UTC%s min', (iso, offset) => {
    expect(getNewYorkUtcOffsetMinutes(at(iso))).toBe(offset);
  });
});

describe('newYorkTimeToUtcMs', () => {
  it.each<[[number, number, number, number, number], string]>([
    [[2026, 11, 29, 23, 59], '2026-11-30T04:59:00.000Z'],
    [[2026, 11, 1, 0, 0], '2026-11-01T04:00:00.000Z'],
    [[2026, 7, 4, 12, 0], '2026-07-04T16:00:00.000Z'],
    [[2026, 1, 15, 12, 0], '2026-01-15T17:00:00.000Z'],
  ])('%j in New York is %s', ([year, month, day, hour, minute], iso) => {
    expect(newYorkTimeToUtcMs(year, month, day, hour, minute)).toBe(at(iso));
  });

  it('knows New York is still in the old year when UTC has turned', () => {
    expect(getNewYorkYear(at('2027-01-01T03:00:00.000Z'))).toBe(2026);
    expect(getNewYorkYear(at('2027-01-01T05:00:00.000Z'))).toBe(2027);
  });
});
