import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobHarness, type JobHarness } from '../../test/support/job-harness';
import { makeTestClip } from '../../test/support/make-test-clip';
import { runPriorityScenario } from '../../test/support/run-priority-scenario';

// Paid work never waits behind free previews: the real dev server (priority on), one cpu worker with one slot.
let harness: JobHarness;
let dir: string;
beforeAll(async () => {
  harness = await startJobHarness();
  dir = mkdtempSync(join(tmpdir(), 'kinora-priority-'));
});
afterAll(async () => {
  await harness?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('task priority', () => {
  it('a paid job started after three queued free previews starts first and does not finish last', async () => {
    const clip = makeTestClip(join(dir, 'clip.mp4'), { durationS: 1, width: 160, height: 120 });
    const jobs = await runPriorityScenario(harness, { clip, freeJobs: 3, latePlan: 'premium', slots: 1, rangeS: 1 });
    console.info(`queued to rendered: ${jobs.map((j) => `${j.plan} ${(j.doneMs / 1000).toFixed(1)} s`).join(', ')}`);
    const paid = jobs.at(-1)!;
    const free = jobs.slice(0, -1);
    expect(paid.plan).toBe('premium');
    // Each of the paid job's tasks goes ahead of every queued free task, so it starts first. Between its steps (while the
    // app worker schedules the next one) the one slot may take a free task, so on a loaded machine a free preview of
    // two short steps can end before it; without priority it would start and end last.
    for (const job of free) expect(paid.waitMs).toBeLessThan(job.waitMs);
    expect(paid.doneMs).toBeLessThan(Math.max(...free.map((job) => job.doneMs)));
  }, 300_000);
});
