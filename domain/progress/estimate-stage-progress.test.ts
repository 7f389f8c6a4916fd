import { describe, expect, it } from 'vitest';
import { estimateStageProgress, type StageProgressInput } from './estimate-stage-progress';
import type { WorkPass } from '../jobs/job-view';

const render = (total: number, done: number, weight = 1): WorkPass => ({ id: 'render', weight, total, done });
const analyse = (total: number, done: number, weight = 0.5): WorkPass => ({ id: 'analyse', weight, total, done });
const assemble = (done = 0): WorkPass => ({ id: 'assemble', weight: 0.2, total: 1, done });
const input = (over: Partial<StageProgressInput>): StageProgressInput => ({ passes: [render(4, 0), assemble()], running: [], activeS: null, expectedS: null, ...over });

describe('estimateStageProgress', () => {
  it.each([
    // [what, input, percent, eta]
    ['nothing done, no clock, no prior: no ETA', input({}), 0, null],
    ['running units count by their share and pass weight', input({ passes: [render(4, 1), assemble()], running: [{ pass: 'render', fraction: 0.5, etaS: 5 }, { pass: 'render', fraction: 0.5, etaS: 5 }], activeS: 10 }), 47.6, 11],
    ['a unit before its first heartbeat counts nothing', input({ running: [{ pass: null, fraction: 0, etaS: null }] }), 0, null],
    ['a share over 1 from a late heartbeat is capped', input({ passes: [render(1, 0)], running: [{ pass: 'render', fraction: 1.4, etaS: 0 }], activeS: 5 }), 100, 0],
    ['all done: nothing left', input({ passes: [render(4, 4), assemble(1)], activeS: 30 }), 100, 0],
    ['an empty stage', input({ passes: [] }), 0, null],
    ['with a clock: the stage pace, 2 of 4.2 done in 20 s', input({ passes: [render(4, 2), assemble()], activeS: 20 }), 47.6, 22],
    ['with a clock and a prior, nothing done yet: the prior counts down', input({ activeS: 4, expectedS: 30 }), 0, 26],
    // Old view (no clock): one unit half done with 5 s left is 10 s per unit; 2 more and the assembly (2 s): 5+20+2.
    ['an old view without a clock: the running units pace it', input({ passes: [render(4, 1), assemble()], running: [{ pass: 'render', fraction: 0.5, etaS: 5 }] }), 35.7, 27],
  ])('%s', (_, given, percent, eta) => {
    expect(estimateStageProgress(given)).toEqual({ percent, etaS: eta });
  });

  it('does not jump at a pass switch when the passes weigh their measured seconds', () => {
    // Priors: analysis 2.5 s a unit, render 7.5 s a unit (weights in seconds); the clock runs at that pace. The last
    // analysis unit ends at 10 s, the first render unit is 10% in at 10.75 s: 30 s and then 29.25 s left.
    const passes = (analysed: number) => [analyse(4, analysed, 2.5), render(4, 0, 7.5)];
    const before = estimateStageProgress(input({ passes: passes(3), running: [{ pass: 'analyse', fraction: 0.9, etaS: 0.25 }], activeS: 9.75, expectedS: 40 }));
    const after = estimateStageProgress(input({ passes: passes(4), running: [{ pass: 'render', fraction: 0.1, etaS: 6.75 }], activeS: 10.75, expectedS: 40 }));
    expect(before).toEqual({ percent: 24.4, etaS: 30 });
    expect(after).toEqual({ percent: 26.9, etaS: 29 });
  });

  it('follows the real pace of a busy machine, which a unit-by-unit estimate cannot see between units', () => {
    // 8 units run two at a time at 30 s each (a loaded CPU): after 60 s, 2 are done and 2 more just started.
    const eta = estimateStageProgress(input({ passes: [render(8, 2)], running: [{ pass: 'render', fraction: 0, etaS: null }, { pass: 'render', fraction: 0, etaS: null }], activeS: 60 })).etaS!;
    expect(eta).toBe(180);
  });
});
