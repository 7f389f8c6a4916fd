import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/db/open-database';
import { createTestDatabase } from '../test/support/postgres-test-database';
import { startMinio } from '../test/support/start-minio';
import { startCluster, type Cluster } from '../test/support/start-cluster';
import { makePhotoClip, SAMPLE_PHOTOS_DIR } from '../test/support/make-photo-clip';
import { readLedgers, runUserJobs } from '../test/support/run-cluster-jobs';

type Victim = 'none' | 'cpu-worker' | 'app' | 'temporal' | 'minio';

export interface ClusterRun {
  cpuWorkers: number;
  victim: Victim;
  jobs: number;
  users: number;
  wallS: number;
  jobsPerMinute: number;
  done: number;
  chargedTwice: number;
  leftReserved: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One run of the cluster (two app replicas over PostgreSQL, `cpuWorkers` cpu workers, media in MinIO): `jobs`
 * sharpener jobs (preview, then the paid export) by `users` users at once, one process killed with SIGKILL and
 * started again a few seconds into the run when `victim` says so. Wall time from the first request to the last job done.
 */
async function runCluster(options: { cpuWorkers: number; victim: Victim; jobs: number; users: number; clip: string }): Promise<ClusterRun> {
  const database = await createTestDatabase();
  const minio = await startMinio();
  let cluster: Cluster | null = null;
  const db = await openDatabase({ kind: 'postgres', url: database.url });
  try {
    cluster = await startCluster({ databaseUrl: database.url, s3Env: minio.env(await minio.createBucket()), apps: 2, cpuWorkers: options.cpuWorkers, gpuWorkers: 0 });
    const perUser = Math.ceil(options.jobs / options.users);
    const started = Date.now();
    const users = Array.from({ length: options.users }, (_, i) =>
      runUserJobs({ replicas: cluster!.appUrls, prisma: db.prisma, clipPath: options.clip, tools: Array.from({ length: Math.min(perUser, options.jobs - i * perUser) }, () => 'video_sharpener'), credits: 1000, rangeEndS: 2, timeoutMs: 60 * 60_000 }),
    );
    const victim = options.victim;
    if (victim !== 'none') {
      await sleep(15_000);
      if (victim === 'minio') await minio.restart();
      else {
        const target = victim === 'cpu-worker' ? cluster.cpuWorkers[0]! : victim === 'app' ? cluster.apps[1]! : cluster.temporal;
        await target.kill();
        await sleep(1500);
        await target.start();
      }
    }
    const outcomes = (await Promise.all(users)).flat();
    const wallS = (Date.now() - started) / 1000;
    const ledgers = await readLedgers(db.prisma, [...new Set(outcomes.map((o) => o.userId))]);
    const chargedTwice = outcomes.filter((o) => {
      const ledger = ledgers.find((l) => l.userId === o.userId);
      return o.stage === 'done' && ledger?.capturedByJob[o.jobId] !== o.finalCostMilli;
    }).length;
    return {
      cpuWorkers: options.cpuWorkers,
      victim,
      jobs: outcomes.length,
      users: options.users,
      wallS,
      jobsPerMinute: outcomes.length / (wallS / 60),
      done: outcomes.filter((o) => o.stage === 'done').length,
      chargedTwice,
      leftReserved: ledgers.reduce((sum, l) => sum + l.reserved, 0),
    };
  } finally {
    await cluster?.stop();
    await db.close();
    await minio.stop();
    await database.drop();
  }
}

/**
 * Bench 22: the cluster. Jobs per minute with one and two cpu workers (`jobs` jobs by `users` users), then the time a
 * SIGKILL of each process kind costs a smaller run (`killJobs` jobs), against the same run without a kill.
 */
export async function runClusterBench(options: { jobs: number; users: number; killJobs: number }) {
  const dir = mkdtempSync(join(tmpdir(), 'kinora-cluster-bench-'));
  try {
    const clip = makePhotoClip(join(dir, 'clip.mp4'), { photo: join(SAMPLE_PHOTOS_DIR, 'fruits.jpg'), durationS: 2, width: 320, height: 240 });
    const throughput = [];
    for (const cpuWorkers of [1, 2]) throughput.push(await runCluster({ cpuWorkers, victim: 'none', jobs: options.jobs, users: options.users, clip }));
    const kills = [];
    const users = Math.min(options.users, options.killJobs);
    for (const victim of ['none', 'cpu-worker', 'app', 'temporal', 'minio'] as const) kills.push(await runCluster({ cpuWorkers: 2, victim, jobs: options.killJobs, users, clip }));
    const baseline = kills[0]!.wallS;
    return { throughput, kills: kills.map((run) => ({ ...run, lostS: run.wallS - baseline })) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
