import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const SCRATCH_ROOT = process.env.SCRATCH_DIR ?? join(tmpdir(), 'kinora-scratch');

/** Runs `work` with a fresh scratch directory for one activity of one job, and always removes it afterwards. */
export async function withScratchDir<T>(label: string, work: (dir: string) => Promise<T>): Promise<T> {
  await mkdir(SCRATCH_ROOT, { recursive: true });
  const dir = await mkdtemp(join(SCRATCH_ROOT, `${label.replace(/[^a-zA-Z0-9_-]/g, '_')}-`));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
