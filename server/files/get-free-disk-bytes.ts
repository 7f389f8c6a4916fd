import { mkdir, statfs } from 'node:fs/promises';

/** Free space (for an unprivileged writer) on the disk that holds `dir`, or null where the system cannot say. */
export async function getFreeDiskBytes(dir: string): Promise<number | null> {
  await mkdir(dir, { recursive: true });
  try {
    const stats = await statfs(dir);
    return stats.bavail * stats.bsize;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOSYS') return null;
    throw error;
  }
}
