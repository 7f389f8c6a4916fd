import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobHarness, type JobHarness } from '../../test/support/job-harness';
import { startMinio, type TestMinio } from '../../test/support/start-minio';
import { makeTestClip, probeForTest } from '../../test/support/make-test-clip';
import { JOB_TEST_TIMEOUT_MS, waitForProgress, workflowPulse } from '../../test/support/wait-for';
import { createS3Storage, type S3StorageOptions } from '../activities/storage/s3-storage';
import { jobViewQuery } from './messages';
import type { ToolJobInput } from './tool-job-input';
import { TOOL_ID, USER_ID } from './search-attributes';

let minio: TestMinio;
let bucket: S3StorageOptions;
let harness: JobHarness;
let dir: string;
const workers: ChildProcess[] = [];

beforeAll(async () => {
  minio = await startMinio();
  bucket = await minio.createBucket();
  harness = await startJobHarness({ storage: createS3Storage(bucket) });
  dir = mkdtempSync(join(tmpdir(), 'kinora-s3-job-'));
}, 120_000);

afterAll(async () => {
  for (const worker of workers) worker.kill('SIGKILL');
  await harness?.close();
  await minio?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Every file under `root` (folders left empty do not count). */
const filesUnder = (root: string) => readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((p) => statSync(join(root, p)).isFile());

/** A compute worker process as on another machine: the bucket's variables, and a data directory of its own, empty. */
function spawnWorker(kind: 'cpu' | 'gpu', dataDir: string): ChildProcess {
  const root = resolve(import.meta.dirname, '../..');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    TEMPORAL_ADDRESS: harness.env.address,
    ...minio.env(bucket),
    DATA_DIR: dataDir,
    SCRATCH_DIR: join(dataDir, 'scratch'),
    CPU_WORKER_CONCURRENCY: '2',
    GPU_SMALL_WORKER_CONCURRENCY: '1',
    GPU_MEDIUM_WORKER_CONCURRENCY: '1',
    GPU_BIG_WORKER_CONCURRENCY: '1',
  };
  delete env.STORAGE_DIR;
  delete env.UPLOADTHING_TOKEN;
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(root, `temporal/workers-${kind}/main.ts`)], { cwd: root, env, stdio: 'ignore' });
  workers.push(child);
  return child;
}

describe('a job with S3 storage', () => {
  it('renders on worker processes that share nothing with the app but the bucket', async () => {
    const clip = makeTestClip(join(dir, 'clip.mp4'), { durationS: 4, width: 640, height: 360 });
    const cpuDir = join(dir, 'cpu-worker');
    const gpuDir = join(dir, 'gpu-worker');
    mkdirSync(cpuDir);
    mkdirSync(gpuDir);
    spawnWorker('cpu', cpuDir);
    spawnWorker('gpu', gpuDir);

    // Only the app's worker (workflows, database) runs here; every compute activity runs in the processes above.
    const view = await harness.withWorkers(
      async () => {
        const { userId, fileId, sourceKey } = await harness.seedUserAndFile(clip, 50);
        const range = { startS: 0, endS: 4 };
        const jobId = await harness.createJobRow({ userId, fileId, toolId: 'video_sharpener', range });
        const input: ToolJobInput = { jobId, userId, toolId: 'video_sharpener', plan: 'basic', sourceKey, range, options: { strength: 8 } };
        const handle = await harness.env.client.workflow.start('videoSharpenerWorkflow', {
          taskQueue: 'app',
          workflowId: jobId,
          args: [input],
          typedSearchAttributes: [{ key: USER_ID, value: userId }, { key: TOOL_ID, value: 'video_sharpener' }],
        });
        const done = await waitForProgress(() => handle.query(jobViewQuery), (v) => v.stage === 'awaiting_export' || v.stage === 'failed', { pulse: () => workflowPulse(handle), what: `job ${jobId}` });
        await handle.cancel();
        return done;
      },
      { cpuWorker: false, gpuWorkers: false },
    );
    expect(view).toMatchObject({ stage: 'awaiting_export', error: null });

    // The preview is in the bucket, a real video of the range.
    const previewKey = view.outputs.preview!;
    const preview = probeForTest(await harness.storage.fetchToLocal(previewKey, join(dir, 'check')));
    expect(preview.width).toBe(640);
    expect(preview.durationS).toBeGreaterThan(3.8);
    expect(preview.durationS).toBeLessThan(4.2);

    // Nothing was ever written to the app's storage directory, and the workers kept nothing on their own disks.
    expect(filesUnder(harness.storageDir)).toEqual([]);
    expect(filesUnder(cpuDir)).toEqual([]);
    expect(filesUnder(gpuDir)).toEqual([]);
  }, JOB_TEST_TIMEOUT_MS);
});
