import { describe, expect, it } from 'vitest';
import { estimateTimeLeft, type TimeLeftInput } from './estimate-time-left';

const input = (over: Partial<TimeLeftInput>): TimeLeftInput => ({ share: 0, activeS: 0, lagS: null, expectedS: null, ...over });

describe('estimateTimeLeft', () => {
  it.each([
    // [what, input, seconds left]
    ['nothing to go on: no ETA', input({ activeS: 5 }), null],
    ['prior only, before progress shows: counts down with the clock', input({ activeS: 4, expectedS: 30 }), 26],
    ['prior only, a long wait before progress: never below 1 s', input({ activeS: 50, expectedS: 30 }), 1],
    ['prior only, once progress shows: the work part shared by progress', input({ share: 0.05, activeS: 5, lagS: 4, expectedS: 30 }), 25],
    ['live only: the pace since progress showed, lag left out', input({ share: 0.2, activeS: 8, lagS: 3 }), 20],
    ['live only, no lag known: from the stage start', input({ share: 0.2, activeS: 8, lagS: 0 }), 32],
    ['live only, too early in share', input({ share: 0.08, activeS: 20, lagS: 0 }), null],
    ['live from a recent point: the pace since then', input({ share: 0.2, activeS: 10, lagS: 2, since: { activeS: 7.5, share: 0.1 } }), 20],
    ['live from a recent point too close to measure a pace', input({ share: 0.2, activeS: 10, lagS: 2, since: { activeS: 9, share: 0.15 } }), null],
    ['live from a recent point with no progress since', input({ share: 0.2, activeS: 10, lagS: 2, since: { activeS: 7, share: 0.2 } }), null],
    ['live only, too early in time', input({ share: 0.3, activeS: 4, lagS: 2 }), null],
    // 50% done: live says 20 s, the prior (100 s, no lag) 50 s; live weighs 0.5/0.65.
    ['blend: the live pace weighs more as the work advances', input({ share: 0.5, activeS: 20, lagS: 0, expectedS: 100 }), 27],
    // 10% done: live says 270 s, the prior 45 s; live weighs 0.1/0.25.
    ['blend early: the prior weighs more', input({ share: 0.1, activeS: 30, lagS: 0, expectedS: 50 }), 135],
    ['done: nothing left', input({ share: 1, activeS: 30, lagS: 2, expectedS: 50 }), 0],
  ])('%s', (_, given, left) => {
    expect(estimateTimeLeft(given)).toBe(left);
  });

  it('is near the truth at 20% for a stage with a slow start, where elapsed / share is not', () => {
    // 3 s before any progress (pick-up, ffmpeg, encoder), then 24 s of steady work: at 20%, 19.2 s are left.
    const atTwenty = { share: 0.2, activeS: 3 + 0.2 * 24 };
    expect(estimateTimeLeft(input({ ...atTwenty, lagS: 3 }))).toBe(19);
    expect(estimateTimeLeft(input({ ...atTwenty, lagS: 0 }))).toBe(31);
  });
});
