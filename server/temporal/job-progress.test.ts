import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobHarness, type JobHarness } from '../../test/support/job-harness';
import { makeTestClip } from '../../test/support/make-test-clip';
import { measureStageEtas, watchJobProgress } from '../../test/support/watch-job-progress';
import { JOB_TEST_TIMEOUT_MS } from '../../test/support/wait-for';
import { getWorkflowType } from '../../domain/jobs/get-workflow-type';
import { createJobGateway } from './job-gateway';

// Real jobs through Temporal, watched as the page watches them (the gateway's views every 250 ms): the bar never goes
// backwards, the ETA at 20% is near the time really left, and a finished job teaches the next one its speed.
let harness: JobHarness;
let dir: string;
beforeAll(async () => {
  harness = await startJobHarness();
  dir = mkdtempSync(join(tmpdir(), 'kinora-progress-'));
});
afterAll(async () => {
  await harness?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('job progress as the page sees it', () => {
  it(
    'never moves the bar backwards, gives an ETA near the real time left, and measures the speed for the next job',
    async () => {
      // Long enough that a stage lasts well beyond its start (pick-up, ffmpeg, the encoder's look-ahead) on an idle machine.
      const clip = makeTestClip(join(dir, 'clip.mp4'), { durationS: 30, width: 1280, height: 720 });
      const gateway = createJobGateway({ client: harness.env.client });
      const runJob = async () => {
        const { userId, fileId, sourceKey } = await harness.seedUserAndFile(clip, 100);
        const range = { startS: 0, endS: 30 };
        const jobId = await harness.createJobRow({ userId, fileId, toolId: 'video_sharpener', range });
        await harness.env.client.workflow.start(getWorkflowType('video_sharpener'), {
          taskQueue: 'app',
          workflowId: jobId,
          args: [{ jobId, userId, toolId: 'video_sharpener', plan: 'premium', sourceKey, range, options: { strength: 5 } }],
        });
        const samples = await watchJobProgress(() => gateway.getJobView(jobId), { selectAll: () => gateway.selectFaces(jobId, 'all'), requestExport: () => gateway.requestPremiumExport(jobId) });
        expect(samples.at(-1)!.view.stage).toBe('done');
        return measureStageEtas(samples);
      };
      const [first, second] = await harness.withWorkers(async () => [await runJob(), await runJob()]);
      for (const measures of [first!, second!]) {
        expect(measures.length).toBeGreaterThan(0);
        for (const m of measures) {
          expect(m.backwards, JSON.stringify(m)).toBe(0);
          // An ETA once credible: at once with a measured speed; from the stage's own pace after a few seconds of
          // progress (a stage on a fast moment may end first: "Estimating time left…" is the honest answer then).
          if (m.prior || m.realS >= 10) expect(m.etaS, JSON.stringify(m)).not.toBeNull();
          // Generous: a shared test machine's load changes within seconds. The bench measures the ±25% goal.
          if (m.etaS !== null) expect(Math.abs(m.etaS - m.realS), JSON.stringify(m)).toBeLessThanOrEqual(Math.max(4, m.realS));
        }
      }
      // The first job had no measured speed; the second starts with the first one's.
      expect(first!.every((m) => !m.prior)).toBe(true);
      expect(second!.every((m) => m.prior)).toBe(true);
      const speeds = await harness.db.prisma.measuredSpeed.findMany({ where: { toolId: 'video_sharpener' } });
      expect(speeds.map((s) => s.pass).sort()).toEqual(['assemble', 'render']);
      expect(speeds.every((s) => s.samples >= 1 && s.secondsPerUnit > 0)).toBe(true);
    },
    JOB_TEST_TIMEOUT_MS,
  );
});
