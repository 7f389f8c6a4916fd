import { describe, expect, it } from 'vitest';
import { getActiveSeconds, pauseWorkClock, resumeWorkClock } from './work-clock';

describe('work clock', () => {
  it('counts working time only, pauses left out', () => {
    const started = { started_ms: 1_000, paused_ms: 0, paused_since_ms: null };
    expect(getActiveSeconds(started, 11_000)).toBe(10);
    const paused = pauseWorkClock(started, 11_000);
    expect(getActiveSeconds(paused, 41_000)).toBe(10);
    expect(pauseWorkClock(paused, 20_000)).toBe(paused);
    const resumed = resumeWorkClock(paused, 41_000);
    expect(resumed).toEqual({ started_ms: 1_000, paused_ms: 30_000, paused_since_ms: null });
    expect(getActiveSeconds(resumed, 46_000)).toBe(15);
    expect(resumeWorkClock(resumed, 50_000)).toBe(resumed);
  });
});
