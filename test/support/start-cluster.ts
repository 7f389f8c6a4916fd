import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { findTemporalCli } from '../../scripts/lib/find-temporal-cli';
import { getPriorityArgs } from '../../scripts/lib/priority-args';
import { getSearchAttributeArgs } from '../../scripts/lib/search-attribute-args';
import { getFreePort } from './free-port';
import { waitFor } from './wait-for';

const ROOT = resolve(import.meta.dirname, '../..');

/** A process of the cluster, restartable with the same settings (port, data directory) after it is killed. */
export interface ClusterProcess {
  name: string;
  /** Its HTTP port: the app's, or a worker's health port. */
  port: number;
  /** SIGKILL, as a machine dies: no drain, no cleanup. */
  kill(): Promise<void>;
  /** Starts it again and waits until it answers `/readyz`. */
  start(): Promise<void>;
  /** Its last lines of output, for a failing test's message. */
  tail(): string;
}

export interface Cluster {
  temporalAddress: string;
  temporal: ClusterProcess;
  apps: ClusterProcess[];
  cpuWorkers: ClusterProcess[];
  gpuWorkers: ClusterProcess[];
  /** The apps' base URLs, as a load balancer sees them. */
  appUrls: string[];
  stop(): Promise<void>;
}

/** A child process with a ring of its output, started by `launch` and waited on by `ready`. */
function makeProcess(name: string, port: number, launch: () => ChildProcess, ready: () => Promise<unknown>): ClusterProcess & { stopGently(): Promise<void> } {
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-6000));
  const process = {
    name,
    port,
    async start() {
      child = launch();
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
      const current = child;
      let exitCode: string | null = null;
      exited = new Promise<void>((done) =>
        current.once('exit', (code, signal) => {
          exitCode = String(code ?? signal);
          done();
        }),
      );
      const startedAt = Date.now();
      // A process that dies while starting fails at once, with what it printed.
      const died = exited.then(() => {
        throw new Error(`${name} exited (${exitCode}) while starting`);
      });
      await Promise.race([ready(), died]).catch((error: unknown) => {
        throw new Error(`${name} (pid ${current.pid}) did not become ready in ${Math.round((Date.now() - startedAt) / 1000)} s: ${String(error)}\n${output}`);
      });
      died.catch(() => undefined);
    },
    async kill() {
      child?.kill('SIGKILL');
      await exited;
      child = null;
    },
    async stopGently() {
      child?.kill('SIGTERM');
      const timer = setTimeout(() => child?.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
      child = null;
    },
    tail: () => `--- ${name} ---\n${output}`,
  };
  return process;
}

const canConnect = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
/** Waits until `/readyz` answers 200; a timeout names its last answer (which dependency was not ready). */
const readyAt = (url: string, timeoutMs: number) => async () => {
  let last = 'no answer';
  await waitFor(
    () =>
      fetch(url).then(
        async (r) => {
          last = `${r.status} ${(await r.text()).slice(0, 300)}`;
          return r.ok;
        },
        (error: unknown) => ((last = String(error)), false),
      ),
    (ok) => ok,
    timeoutMs,
    250,
  ).catch(() => {
    throw new Error(`${url}: ${last}`);
  });
};

/**
 * The product as a cluster on one machine, every process real and separate: a Temporal dev server (its state in a file,
 * so it survives a kill -9), app replicas over one PostgreSQL database, cpu and gpu workers, each with its own empty
 * data directory, all sharing media through the S3 bucket only.
 */
export async function startCluster(options: { databaseUrl: string; s3Env: Record<string, string>; apps: number; cpuWorkers: number; gpuWorkers: number }): Promise<Cluster> {
  const dirs: string[] = [];
  const newDir = (label: string) => {
    const dir = mkdtempSync(join(tmpdir(), `kinora-cluster-${label}-`));
    dirs.push(dir);
    return dir;
  };
  const node = (entry: string, env: Record<string, string>) => () =>
    spawn(process.execPath, ['--import', 'tsx', resolve(ROOT, entry)], { cwd: ROOT, env: { ...baseEnv(), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });

  const [temporalPort, httpPort, metricsPort] = [await getFreePort(), await getFreePort(), await getFreePort()];
  const temporalDb = join(newDir('temporal'), 'temporal.db');
  const temporalAddress = `127.0.0.1:${temporalPort}`;
  const temporal = makeProcess(
    'temporal',
    temporalPort,
    () =>
      spawn(findTemporalCli(), ['server', 'start-dev', '--headless', '--ip', '127.0.0.1', '--port', String(temporalPort), '--http-port', String(httpPort), '--metrics-port', String(metricsPort), '--db-filename', temporalDb, '--log-level', 'error', ...getSearchAttributeArgs(), ...getPriorityArgs()], {
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    () => waitFor(() => canConnect(temporalPort), (ok) => ok, 60_000, 250),
  );
  // Shared by every process: the same Temporal, bucket and database; a media URL signed by one replica opens on another.
  const shared = { TEMPORAL_ADDRESS: temporalAddress, ...options.s3Env, MEDIA_URL_SECRET: randomBytes(24).toString('hex'), LOG_LEVEL: 'info' };
  const baseEnv = () => {
    const env: Record<string, string> = {};
    for (const [name, value] of Object.entries(process.env)) if (value !== undefined && !/^(DATA_DIR|STORAGE_DIR|DATABASE_URL|TEMPORAL_|S3_|UPLOADTHING_|PORT$|HOST$|WORKER_)/.test(name)) env[name] = value;
    return { ...env, ...shared };
  };

  const apps: ReturnType<typeof makeProcess>[] = [];
  for (let i = 0; i < options.apps; i++) {
    const port = await getFreePort();
    const env = { DATA_DIR: newDir(`app${i}`), DATABASE_URL: options.databaseUrl, PORT: String(port), HOST: '127.0.0.1', KINORA_DEV: '1', PUBLIC_URL: `http://127.0.0.1:${port}`, WEB_DIST_DIR: newDir(`web${i}`) };
    apps.push(makeProcess(`app-${i + 1}`, port, node('server/main.ts', env), readyAt(`http://127.0.0.1:${port}/readyz`, 300_000)));
  }
  const worker = async (kind: 'cpu' | 'gpu', i: number) => {
    const port = await getFreePort();
    const concurrency: Record<string, string> = kind === 'gpu' ? { GPU_SMALL_WORKER_CONCURRENCY: '1', GPU_MEDIUM_WORKER_CONCURRENCY: '1', GPU_BIG_WORKER_CONCURRENCY: '1' } : { CPU_WORKER_CONCURRENCY: '2' };
    const dataDir = newDir(`${kind}${i}`);
    const env = { DATA_DIR: dataDir, SCRATCH_DIR: join(dataDir, 'scratch'), WORKER_HEALTH_PORT: String(port), WORKER_HEALTH_HOST: '127.0.0.1', WORKER_IDENTITY: `${kind}-${i + 1}`, ...concurrency };
    return makeProcess(`${kind}-${i + 1}`, port, node(`temporal/workers-${kind}/main.ts`, env), readyAt(`http://127.0.0.1:${port}/readyz`, 300_000));
  };
  const cpuWorkers = await Promise.all(Array.from({ length: options.cpuWorkers }, (_, i) => worker('cpu', i)));
  const gpuWorkers = await Promise.all(Array.from({ length: options.gpuWorkers }, (_, i) => worker('gpu', i)));

  await temporal.start();
  // The first replica applies the migrations before the others open the database.
  await apps[0]!.start();
  // One at a time: each bundles workflows or loads models, which on two busy cores is what takes the time.
  for (const p of [...apps.slice(1), ...cpuWorkers, ...gpuWorkers]) await p.start();

  return {
    temporalAddress,
    temporal,
    apps,
    cpuWorkers,
    gpuWorkers,
    appUrls: apps.map((app) => `http://127.0.0.1:${app.port}`),
    async stop() {
      await Promise.all([...apps, ...cpuWorkers, ...gpuWorkers].map((p) => p.stopGently()));
      await temporal.stopGently();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}
