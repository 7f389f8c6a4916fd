import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { getWorkerEnv } from '../../runtime/worker-env';

/** This process's scratch area: one folder per worker process, so a restarted worker can tell orphans from live work. */
export const processScratchDir = (pid = process.pid) => join(getWorkerEnv().SCRATCH_DIR, String(pid));

/** Runs `work` with a fresh scratch directory for one activity of one job, and always removes it afterwards. */
export async function withScratchDir<T>(label: string, work: (dir: string) => Promise<T>): Promise<T> {
  const parent = processScratchDir();
  await mkdir(parent, { recursive: true });
  const dir = await mkdtemp(join(parent, `${label.replace(/[^a-zA-Z0-9_-]/g, '_')}-`));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes scratch left by worker processes that died without cleaning up (SIGKILL, OOM, power loss). Called at worker
 * start; folders of live processes on this machine are kept. Returns what was removed.
 */
export async function sweepOrphanScratch(): Promise<string[]> {
  const root = getWorkerEnv().SCRATCH_DIR;
  const entries = await readdir(root).catch(() => [] as string[]);
  const orphans = entries.filter((name) => /^\d+$/.test(name) && Number(name) !== process.pid && !isAlive(Number(name)));
  await Promise.all(orphans.map((name) => rm(join(root, name), { recursive: true, force: true })));
  return orphans;
}
