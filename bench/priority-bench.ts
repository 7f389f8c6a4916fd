import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startJobHarness } from '../test/support/job-harness';
import { makeTestClip } from '../test/support/make-test-clip';
import { runPriorityScenario, type ScenarioJob } from '../test/support/run-priority-scenario';
import type { PlanId } from '../domain/plans';

type Row = (...cells: (string | number)[]) => void;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * 15. Paid work first: the cpu queue holds `freeJobs` free sharpener previews (1 s 240p clips) when one more job comes,
 * served by one worker with `slots` slots, once with a paying (Premium) job last and once with one more free preview
 * last, each on a fresh Temporal dev server (priority matcher on). Compares the paid job's time from queued to rendered
 * with the free previews' (of the same run, and of the all-free run).
 */
export async function runPriorityBench(row: Row, options: { freeJobs?: number; slots?: number } = {}): Promise<{ free: ScenarioJob; paid: ScenarioJob }> {
  const freeJobs = options.freeJobs ?? 4;
  const slots = options.slots ?? 1;
  const dir = mkdtempSync(join(tmpdir(), 'kinora-priority-bench-'));
  try {
    const clip = makeTestClip(join(dir, 'clip.mp4'), { durationS: 1, width: 320, height: 240 });
    const late: Partial<Record<PlanId, ScenarioJob>> = {};
    const queued: Partial<Record<PlanId, ScenarioJob[]>> = {};
    for (const plan of ['basic', 'premium'] as const) {
      const harness = await startJobHarness();
      try {
        const jobs = await runPriorityScenario(harness, { clip, freeJobs, latePlan: plan, slots, rangeS: 1 });
        late[plan] = jobs.at(-1)!;
        queued[plan] = jobs.slice(0, -1);
      } finally {
        await harness.close();
      }
    }
    for (const plan of ['basic', 'premium'] as const) {
      const all = [...queued[plan]!, late[plan]!];
      row(`15. run with a ${plan === 'basic' ? 'free' : 'paid'} job last: each job in arrival order, wait / rendered (s)`, 'jobs', all.map((j) => j.plan).join(' '), 'wait', all.map((j) => (j.waitMs / 1000).toFixed(1)).join(' '), 'rendered', all.map((j) => (j.doneMs / 1000).toFixed(1)).join(' '));
    }
    const free = late.basic!;
    const paid = late.premium!;
    const s = (ms: number) => ms / 1000;
    // Among equal priorities the server's priority matcher does not keep arrival order (a late free job was often served
    // first), so the baselines are the free previews themselves: those of the same run, and those of an all-free queue.
    const sameRun = median(queued.premium!.map((j) => j.doneMs));
    const allFree = median([...queued.basic!, free].map((j) => j.doneMs));
    row(`15a. ${freeJobs} free previews queued, then a paid job; ${slots} cpu slot(s): queued to rendered`, 'free previews (median) s', s(sameRun), 'paid job s', s(paid.doneMs), 'speed-up', sameRun / paid.doneMs);
    row(`15b. the same queue all free (${freeJobs + 1} previews) against the paid job`, 'free previews (median) s', s(allFree), 'paid job s', s(paid.doneMs), 'speed-up', allFree / paid.doneMs);
    row('15c. wait for the first task', 'free previews (median) s', s(median(queued.premium!.map((j) => j.waitMs))), 'paid job s', s(paid.waitMs), '', '');
    return { free, paid };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
