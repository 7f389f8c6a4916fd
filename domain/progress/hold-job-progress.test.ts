import { describe, expect, it } from 'vitest';
import { holdJobProgress, type HeldProgress } from './hold-job-progress';
import { makeBlankJobView } from '../jobs/make-initial-job-view';
import type { JobView } from '../jobs/job-view';

const base = (over: Partial<JobView>): JobView => ({ ...makeBlankJobView({ jobId: 'j', toolId: 'video_sharpener' } as never), stage: 'preview', job_status: 'work_running', ...over });

/** Shows views one second apart through the memory, returning what the page got. */
const showAll = (views: Partial<JobView>[]) => {
  let held: HeldProgress | null = null;
  return views.map((over, i) => {
    const result = holdJobProgress(held, base(over), i * 1000);
    held = result.held;
    return { percent: result.view.work_progress, eta: result.view.eta_s, paused: result.view.paused };
  });
};

describe('holdJobProgress', () => {
  it('never moves the bar backwards within a stage (between passes, queued for the next unit)', () => {
    const shown = showAll([
      { work_progress: 30, eta_s: 20 },
      { work_progress: 42, eta_s: 19 },
      { work_progress: 33, eta_s: null, job_status: 'cpu_work_pending' },
      { work_progress: 0, eta_s: null, job_status: 'cpu_work_pending' },
      { work_progress: 45, eta_s: 16 },
    ]);
    expect(shown.map((s) => s.percent)).toEqual([30, 42, 42, 42, 45]);
    // Queued between units: the countdown goes on.
    expect(shown.map((s) => s.eta)).toEqual([20, 19, 18, 17, 16]);
  });

  it('shows the held percent and no ETA while paused, and the bar does not fall on resume', () => {
    const shown = showAll([
      { work_progress: 42, eta_s: 30 },
      { work_progress: 25, eta_s: null, paused: true },
      { work_progress: 25, eta_s: 40, paused: false },
      { work_progress: 50, eta_s: 20 },
    ]);
    expect(shown).toEqual([
      { percent: 42, eta: 30, paused: false },
      { percent: 42, eta: null, paused: true },
      { percent: 42, eta: 40, paused: false },
      { percent: 50, eta: 32, paused: false }, // the countdown (39) pulled toward 20, no jump
    ]);
  });

  it('starts a new bar for a new stage or preview revision', () => {
    expect(showAll([{ work_progress: 90 }, { stage: 'final', work_progress: 5 }]).map((s) => s.percent)).toEqual([90, 5]);
    expect(showAll([{ work_progress: 90 }, { preview_revision: 1, work_progress: 5 }]).map((s) => s.percent)).toEqual([90, 5]);
  });

  it('estimates from the stage clock, leaving out the lag before progress showed', () => {
    // The stage starts at 0; no progress until 3 s (seen at 2.5 s and 3.5 s: the lag is taken as 3 s), then 1% every
    // 0.24 s (24 s of work). At 20% (7.8 s) the time left is 19.2 s.
    const clock = { started_ms: 0, paused_ms: 0, paused_since_ms: null };
    const at = (s: number) => Math.max(0, Math.round(((s - 3) / 24) * 1000) / 10);
    let held: HeldProgress | null = null;
    const shown: (number | null)[] = [];
    for (const s of [0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.8]) {
      const result = holdJobProgress(held, base({ work_progress: at(s), work: { queue: 'cpu', passes: [], clock } }), s * 1000);
      held = result.held;
      shown.push(result.view.eta_s);
    }
    expect(held!.movingAtS).toBe(3);
    expect(shown.slice(0, 4)).toEqual([null, null, null, null]);
    expect(Math.abs(shown.at(-1)! - 19.2)).toBeLessThanOrEqual(2);
  });

  it('takes a first progress that comes in a lump (a pass without percent finished) as work, not as a lag', () => {
    // An analysis pass (29.4% of the stage) reports no percent and ends at 6 s; then the render moves 2% a second.
    const clock = { started_ms: 0, paused_ms: 0, paused_since_ms: null };
    let held: HeldProgress | null = null;
    let shown: number | null = null;
    for (const [s, percent] of [[1, 0], [3, 0], [5, 0], [6.2, 29.4], [7, 31], [8, 33]] as const) {
      const result = holdJobProgress(held, base({ work_progress: percent, work: { queue: 'cpu', passes: [], clock } }), s * 1000);
      held = result.held;
      shown = result.view.eta_s;
    }
    expect(held!.movingAtS).toBe(0);
    expect(shown).not.toBeNull();
  });

  it('gives an ETA while the next unit waits for a worker, once the stage has moved', () => {
    // The analysis (29.4%, no percent of its own) ends at 6.2 s and the render unit waits in the queue.
    const clock = { started_ms: 0, paused_ms: 0, paused_since_ms: null };
    let held: HeldProgress | null = null;
    let shown: number | null = null;
    for (const [s, percent, status] of [[1, 0, 'work_running'], [6.2, 29.4, 'cpu_work_pending'], [7, 29.4, 'cpu_work_pending']] as const) {
      const result = holdJobProgress(held, base({ work_progress: percent, job_status: status, work: { queue: 'cpu', passes: [], clock } }), s * 1000);
      held = result.held;
      shown = result.view.eta_s;
    }
    expect(shown).not.toBeNull();
  });

  it('paces by the recent progress, so a slow start does not weigh on the rest', () => {
    // No progress for 2 s, then 1% a second for 4 s (an encoder filling its look-ahead), then 4% a second: at 20%
    // (10 s) 20 s are left; the pace since the start would say 32 s.
    const clock = { started_ms: 0, paused_ms: 0, paused_since_ms: null };
    const at = (s: number) => (s <= 2 ? 0 : s <= 6 ? s - 2 : 4 + (s - 6) * 4);
    let held: HeldProgress | null = null;
    let shown: number | null = null;
    for (let s = 0.5; s <= 10; s += 0.5) {
      const result = holdJobProgress(held, base({ work_progress: at(s), work: { queue: 'cpu', passes: [], clock } }), s * 1000);
      held = result.held;
      shown = result.view.eta_s;
    }
    // Nearer the truth than the pace since the start by more than half (smoothing still holds a little of the start).
    expect(shown!).toBeGreaterThanOrEqual(16);
    expect(shown!).toBeLessThanOrEqual(26);
  });

  it('leaves views outside the working stages alone and forgets the job', () => {
    const done = base({ stage: 'done', work_progress: 100 });
    const result = holdJobProgress({ stageKey: 'preview:0', percent: 40, eta: null, movingAtS: 1, stillAtS: 0, points: [] }, done, 0);
    expect(result).toEqual({ view: done, held: null });
  });
});
