import { describe, expect, it } from 'vitest';
import { estimateStageProgress, type StageProgressInput } from './estimate-stage-progress';
import type { WorkPass } from '../jobs/job-view';

const render = (total: number, done: number): WorkPass => ({ id: 'render', weight: 1, total, done });
const analyse = (total: number, done: number): WorkPass => ({ id: 'analyse', weight: 0.5, total, done });
const assemble = (done = 0): WorkPass => ({ id: 'assemble', weight: 0.2, total: 1, done });
const input = (over: Partial<StageProgressInput>): StageProgressInput => ({ passes: [render(4, 0), assemble()], running: [], activeS: null, expectedS: null, ...over });

describe('estimateStageProgress', () => {
  it.each([
    // [what, input, percent, eta]
    ['nothing done, no clock, no prior: no ETA', input({}), 0, null],
    ['a prior alone predicts the rest from its share', input({ expectedS: 84, activeS: 0 }), 0, 84],
    ['a prior alone, half done', input({ passes: [render(4, 2), assemble()], expectedS: 84, activeS: 1 }), 47.6, 44],
    ['the live pace alone: 2 of 4.2 done in 20 s', input({ passes: [render(4, 2), assemble()], activeS: 20 }), 47.6, 22],
    ['live pace, too early in share: no ETA yet', input({ passes: [render(40, 1), assemble()], activeS: 20 }), 2.5, null],
    ['live pace, too early in time: no ETA yet', input({ passes: [render(4, 2), assemble()], activeS: 2 }), 47.6, null],
    // 50% done: live says 20 s left, prior (100 s total) says 50 s; live weighs 0.5/0.65.
    ['blend: the live pace weighs more as the work advances', input({ passes: [render(2, 1)], activeS: 20, expectedS: 100 }), 50, 27],
    // 10% done: live says 270 s, the prior 45 s; live weighs 0.1/0.25.
    ['blend early: the prior weighs more', input({ passes: [render(10, 1)], activeS: 30, expectedS: 50 }), 10, 135],
    ['running units count by their share and pass weight', input({ passes: [render(4, 1), assemble()], running: [{ pass: 'render', fraction: 0.5, etaS: 5 }, { pass: 'render', fraction: 0.5, etaS: 5 }], activeS: 10 }), 47.6, 11],
    // Old view (no clock): one unit half done with 5 s left is 10 s per unit; 2 more and the assembly (2 s): 5+20+2.
    ['an old view without a clock: the running units pace it', input({ passes: [render(4, 1), assemble()], running: [{ pass: 'render', fraction: 0.5, etaS: 5 }] }), 35.7, 27],
    ['a unit before its first heartbeat counts nothing', input({ running: [{ pass: null, fraction: 0, etaS: null }] }), 0, null],
    ['all done: nothing left', input({ passes: [render(4, 4), assemble(1)], activeS: 30 }), 100, 0],
    ['an empty stage', input({ passes: [] }), 0, null],
  ])('%s', (_, given, percent, eta) => {
    expect(estimateStageProgress(given)).toEqual({ percent, etaS: eta });
  });

  it('does not jump at a pass switch: the stage pace spans every pass', () => {
    // Analysis (4 x 0.5) then render (4 x 1), 10 s per weight on the clock: the last analysis unit ends at 20 s, the
    // first render unit is 10% in at 21 s. The ETA before and after the switch agree with the clock (40.5 s, then 39 s).
    const before = estimateStageProgress(input({ passes: [analyse(4, 3), render(4, 0)], running: [{ pass: 'analyse', fraction: 0.9, etaS: 0.5 }], activeS: 19.5 }));
    const after = estimateStageProgress(input({ passes: [analyse(4, 4), render(4, 0)], running: [{ pass: 'render', fraction: 0.1, etaS: 9 }], activeS: 21 }));
    expect(before.etaS).toBe(41);
    expect(after.etaS).toBe(39);
  });

  it('follows the real pace of a busy machine, which a unit-by-unit estimate cannot see between units', () => {
    // 8 units run two at a time at 30 s each (a loaded CPU): after 60 s, 2 are done and 2 more just started.
    const eta = estimateStageProgress(input({ passes: [render(8, 2)], running: [{ pass: 'render', fraction: 0, etaS: null }, { pass: 'render', fraction: 0, etaS: null }], activeS: 60 })).etaS!;
    expect(eta).toBe(180);
  });
});
