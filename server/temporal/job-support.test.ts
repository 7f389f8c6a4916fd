import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobHarness, type JobHarness } from '../../test/support/job-harness';
import { JOB_TEST_TIMEOUT_MS, waitFor, workflowResultWithProgress } from '../../test/support/wait-for';
import { JOB_ID, PLAN, TOOL_ID, USER_ID } from '../../temporal/workflows/search-attributes';
import { listFailedJobs, resetJob, restartJob } from './job-support';
import { createJobGateway } from './job-gateway';

let harness: JobHarness;
let dir: string;
beforeAll(async () => {
  harness = await startJobHarness();
  dir = mkdtempSync(join(tmpdir(), 'kinora-support-'));
});
afterAll(async () => {
  await harness?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('support', () => {
  it('lists a failed job with its user, tool and error code, restarts it, and resets it to the failed step', async () => {
    const bad = join(dir, 'bad.mp4');
    execFileSync('sh', ['-c', `echo "not a video" > ${bad}`]);
    const { userId, fileId, sourceKey } = await harness.seedUserAndFile(bad, 10);
    const range = { startS: 0, endS: 3 };
    const jobId = await harness.createJobRow({ userId, fileId, toolId: 'video_sharpener', range });
    const client = harness.env.client;
    await harness.withWorkers(async () => {
      const handle = await client.workflow.start('videoSharpenerWorkflow', {
        taskQueue: 'app', workflowId: jobId,
        args: [{ jobId, userId, toolId: 'video_sharpener', plan: 'basic', sourceKey, range, options: {} }],
        typedSearchAttributes: [{ key: JOB_ID, value: jobId }, { key: USER_ID, value: userId }, { key: TOOL_ID, value: 'video_sharpener' }, { key: PLAN, value: 'basic' }],
      });
      await workflowResultWithProgress(handle).catch(() => undefined);
      const failed = await waitFor(() => listFailedJobs(client), (jobs) => jobs.some((j) => j.jobId === jobId), 30_000, 500);
      expect(failed.find((j) => j.jobId === jobId)).toMatchObject({ userId, toolId: 'video_sharpener', errorCode: 'media_not_a_video' });

      const firstRun = (await handle.describe()).runId;
      // Support's link to the run in the Temporal UI: the current run of each job Temporal knows.
      expect(await createJobGateway({ client }).findRunIds([jobId, 'job_unknown'])).toEqual({ [jobId]: firstRun });
      const { runId: restarted } = await restartJob(client, jobId);
      expect(restarted).not.toBe(firstRun);
      const again = client.workflow.getHandle(jobId, restarted);
      await workflowResultWithProgress(again).catch(() => undefined);
      expect((await again.describe()).searchAttributes.UserId).toEqual([userId]);

      // Reset: a new run that replays up to the step that failed (the probe) and runs it again.
      const { runId: reset } = await resetJob(client, jobId);
      expect(reset).not.toBe(restarted);
      const resetRun = client.workflow.getHandle(jobId, reset);
      await workflowResultWithProgress(resetRun).catch(() => undefined);
      const events = (await resetRun.fetchHistory()).events ?? [];
      expect(events.some((e) => e.workflowTaskFailedEventAttributes?.baseRunId === restarted)).toBe(true);
      expect(events.filter((e) => e.activityTaskScheduledEventAttributes?.activityType?.name === 'probeMedia').length).toBeGreaterThanOrEqual(1);
    });
  }, JOB_TEST_TIMEOUT_MS);
});
