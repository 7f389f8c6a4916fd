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
 * served by one worker with `slots` slots. How long that late job waits for its first task and takes to be rendered,
 * when it is a paying (Premium) job against when it is one more free preview, each in a fresh Temporal dev server.
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
    row(`15a. a job queued after ${freeJobs} free previews, ${slots} cpu slot(s): wait for its first task`, 'free job s', s(free.waitMs), 'paid job s', s(paid.waitMs), 'ratio', free.waitMs / Math.max(1, paid.waitMs));
    row(`15b. the same job: queued to rendered`, 'free job s', s(free.doneMs), 'paid job s', s(paid.doneMs), 'speed-up', free.doneMs / paid.doneMs);
    row(`15c. the ${freeJobs} free previews ahead of it: median queued to rendered`, 'with a free job after', s(median(queued.basic!.map((j) => j.doneMs))), 'with a paid job after', s(median(queued.premium!.map((j) => j.doneMs))), '', '');
    return { free, paid };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
