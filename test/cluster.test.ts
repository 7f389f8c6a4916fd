import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../server/db/open-database';
import { createTestDatabase } from './support/postgres-test-database';
import { startMinio, type TestMinio } from './support/start-minio';
import { startCluster, type Cluster } from './support/start-cluster';
import { makePhotoClip, SAMPLE_PHOTOS_DIR } from './support/make-photo-clip';
import { readLedgers, runUserJobs, type ClusterJobOutcome } from './support/run-cluster-jobs';

// The product as a cluster on one machine (loopback only): a Temporal dev server, two app replicas over one PostgreSQL
// database, two cpu workers and a gpu worker, each with its own empty data directory, media only in MinIO. Users'
// requests go to either replica, as behind a load balancer. While their jobs run, one process of each kind is killed
// with SIGKILL and started again (MinIO and Temporal too). The bench runs the same at full size (bench/cluster-bench.ts).
const USERS = 4;
const TOOLS_PER_USER = ['video_sharpener', 'video_sharpener', 'video_lightener'];
let dir: string;
let database: { url: string; drop: () => Promise<void> };
let db: Database;
let minio: TestMinio;
let cluster: Cluster;
let clip: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kinora-cluster-test-'));
  clip = makePhotoClip(join(dir, 'clip.mp4'), { photo: join(SAMPLE_PHOTOS_DIR, 'fruits.jpg'), durationS: 2, width: 320, height: 240 });
  database = await createTestDatabase();
  minio = await startMinio();
  const bucket = await minio.createBucket();
  cluster = await startCluster({ databaseUrl: database.url, s3Env: minio.env(bucket), apps: 2, cpuWorkers: 2, gpuWorkers: 1 });
  db = await openDatabase({ kind: 'postgres', url: database.url });
}, 600_000);

afterAll(async () => {
  await cluster?.stop();
  await db?.close();
  await minio?.stop();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until some job has work in progress (not waiting for its user, not finished), so a kill lands mid-job. */
async function untilWorkIsRunning() {
  for (let i = 0; i < 240; i++) {
    const running = await db.prisma.job.count({ where: { status: { notIn: ['created', 'work_done', 'download_ready', 'completed', 'failed', 'halted', 'cancelled'] } } });
    if (running > 0) return;
    await sleep(500);
  }
}

describe('a cluster of separate processes', () => {
  it('completes every job of several users while one process of each kind is killed, none lost and none charged twice', async () => {
    const outcomes: ClusterJobOutcome[][] = [];
    const users = Array.from({ length: USERS }, () => runUserJobs({ replicas: cluster.appUrls, prisma: db.prisma, clipPath: clip, tools: TOOLS_PER_USER, credits: 50, rangeEndS: 2, timeoutMs: 15 * 60_000 }).then((result) => outcomes.push(result)));
    const killed: string[] = [];
    const chaos = (async () => {
      for (const victim of [cluster.cpuWorkers[0]!, cluster.apps[1]!, cluster.gpuWorkers[0]!, 'minio' as const, cluster.temporal]) {
        await untilWorkIsRunning();
        if (victim === 'minio') {
          await minio.restart();
          killed.push('minio');
        } else {
          await victim.kill();
          killed.push(victim.name);
          await sleep(1500);
          await victim.start();
        }
        await sleep(3000);
      }
    })();
    await Promise.all([...users, chaos]);

    expect(killed).toEqual(['cpu-1', 'app-2', 'gpu-1', 'minio', 'temporal']);
    const all = outcomes.flat();
    const diagnostics = () => JSON.stringify(all, null, 1) + [cluster.temporal, ...cluster.apps, ...cluster.cpuWorkers, ...cluster.gpuWorkers].map((p) => p.tail()).join('\n');
    expect(all.length).toBe(USERS * TOOLS_PER_USER.length);
    expect(all.filter((o) => o.stage !== 'done'), diagnostics()).toEqual([]);
    // None lost: the database holds exactly the jobs the users started.
    const userIds = [...new Set(all.map((o) => o.userId))];
    expect(await db.prisma.job.count({ where: { userId: { in: userIds } } })).toBe(all.length);
    // None charged twice: each job captured exactly its final cost once; nothing left reserved; no balance below zero.
    for (const ledger of await readLedgers(db.prisma, userIds)) {
      expect(ledger.reserved).toBe(0);
      expect(ledger.balanceMilli).toBeGreaterThanOrEqual(0);
      for (const outcome of all.filter((o) => o.userId === ledger.userId)) {
        expect(outcome.finalCostMilli).toBeGreaterThan(0);
        expect(ledger.capturedByJob[outcome.jobId], `job ${outcome.jobId}`).toBe(outcome.finalCostMilli);
      }
    }
  }, 30 * 60_000);
});
