import { describe, expect, it } from 'vitest';
import { waitForProgress } from './wait-for';

describe('waitForProgress', () => {
  it('keeps waiting past the stall period while the work moves, and returns the accepted value', async () => {
    let step = 0;
    const started = Date.now();
    // 30 rounds of 10 ms: about 300 ms in all, six times the 50 ms stall period, moving every round.
    const value = await waitForProgress(async () => ++step, (n) => n === 30, { stallMs: 50, capMs: 10_000, intervalMs: 10 });
    expect(value).toBe(30);
    expect(Date.now() - started).toBeGreaterThan(50);
  });

  it('counts a changing pulse as progress even when the value stands still', async () => {
    let beats = 0;
    let reads = 0;
    const value = await waitForProgress(async () => ++reads >= 30, (done) => done, { progressOf: () => 'same', pulse: async () => ++beats, pulseEveryMs: 0, stallMs: 50, intervalMs: 10 });
    expect(value).toBe(true);
  });

  it('fails after the stall period when nothing moves, saying what it last saw', async () => {
    await expect(waitForProgress(async () => ({ percent: 40 }), () => false, { stallMs: 60, intervalMs: 10, what: 'the render' })).rejects.toThrow(
      /the render made no progress for 0 s .*"percent":40/,
    );
  });

  it('fails at the cap however steadily the work moves', async () => {
    let step = 0;
    await expect(waitForProgress(async () => ++step, () => false, { stallMs: 1000, capMs: 80, intervalMs: 10 })).rejects.toThrow(/not done after 0 s, the cap/);
  });
});
