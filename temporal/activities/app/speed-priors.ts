import type { PrismaClient } from '../../../generated/prisma/client';
import { updateSpeedPrior, type PassMeasurement, type SpeedPrior } from '../../../domain/progress/speed-prior';
import type { WorkPassId } from '../../../domain/jobs/job-view';

/** The speeds this installation measured for a tool, every pass and queue: a job's priors. */
export async function readSpeedPriors(prisma: PrismaClient, toolId: string): Promise<SpeedPrior[]> {
  const rows = await prisma.measuredSpeed.findMany({ where: { toolId } });
  return rows.map((row) => ({ toolId: row.toolId, pass: row.pass as WorkPassId, queue: row.queue, secondsPerUnit: row.secondsPerUnit, samples: row.samples }));
}

/**
 * Folds a job's finished passes into the measured speeds (see updateSpeedPrior). Two jobs finishing at once may each
 * read the old average and the last write wins: one sample lost from a moving average, which is harmless.
 */
export async function recordPassSpeeds(prisma: PrismaClient, toolId: string, measurements: readonly PassMeasurement[]): Promise<void> {
  for (const measured of measurements) {
    const where = { toolId_pass_queue: { toolId, pass: measured.pass, queue: measured.queue } };
    const row = await prisma.measuredSpeed.findUnique({ where });
    const previous = row && { toolId, pass: measured.pass, queue: measured.queue, secondsPerUnit: row.secondsPerUnit, samples: row.samples };
    const next = updateSpeedPrior(previous, { toolId, pass: measured.pass, queue: measured.queue }, measured);
    if (next === null || next === previous) continue;
    await prisma.measuredSpeed.upsert({
      where,
      create: { toolId, pass: measured.pass, queue: measured.queue, secondsPerUnit: next.secondsPerUnit, samples: next.samples },
      update: { secondsPerUnit: next.secondsPerUnit, samples: next.samples },
    });
  }
}
