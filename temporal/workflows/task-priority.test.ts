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
  it('a paid job started after three queued free previews does not finish last', async () => {
    const clip = makeTestClip(join(dir, 'clip.mp4'), { durationS: 1, width: 160, height: 120 });
    const jobs = await runPriorityScenario(harness, { clip, freeJobs: 3, latePlan: 'premium', slots: 1, rangeS: 1 });
    console.info(`queued to rendered: ${jobs.map((j) => `${j.plan} ${(j.doneMs / 1000).toFixed(1)} s`).join(', ')}`);
    const paid = jobs.at(-1)!;
    const free = jobs.slice(0, -1);
    expect(paid.plan).toBe('premium');
    // Queued last, in first-come order it would start and finish last. Priority is best effort on the dev server: the
    // worker's first poll may take a free task already handed to it, and between the paid job's steps (while the app
    // worker schedules the next one) the one slot may take a free task, so on a loaded machine a free preview of two
    // short steps can end before it. It never ends after all of them.
    expect(paid.doneMs).toBeLessThan(Math.max(...free.map((job) => job.doneMs)));
  }, 300_000);
});
